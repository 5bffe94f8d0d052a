import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useTags } from '../api/list-tags.ts';
import { useMergeTag } from '../api/merge-tag.ts';
import type { Tag } from '../api/tag-types.ts';
import { describeTagUsage } from './tag-usage.ts';

const searchDelayMs = 300;
const targetPageSize = 100;

/** Merges a tag into another of the same kind, chosen from a searchable list. */
export function TagMergeDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const { t } = useTranslation('tags');
  return (
    <Dialog open={tag !== null} onClose={onClose} title={tag ? t('merge.title', { name: tag.name }) : ''}>
      {tag && <TagMergeForm key={tag.id} tag={tag} onClose={onClose} />}
    </Dialog>
  );
}

function TagMergeForm({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { t } = useTranslation('tags');
  const kind = t(`kind.${tag.kind}`);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [targetId, setTargetId] = useState('');
  const [targetError, setTargetError] = useState<string | undefined>();
  const [problems, setProblems] = useState<string[]>([]);
  const selectRef = useRef<HTMLSelectElement>(null);
  const targets = useTags({ kind: tag.kind, search, page: 1, pageSize: targetPageSize });
  const mergeTag = useMergeTag();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [searchText]);

  const options = (targets.data?.tags ?? []).filter((candidate) => candidate.id !== tag.id);
  const chosen = options.find((candidate) => candidate.id === targetId);

  const submit = async () => {
    setProblems([]);
    if (!chosen) {
      setTargetError(t('merge.targetRequired'));
      selectRef.current?.focus();
      return;
    }
    try {
      const target = await mergeTag.mutateAsync({ id: tag.id, targetId: chosen.id });
      toast.add({ color: 'success', title: t('merge.merged', { source: tag.name, target: target.name }) });
      onClose();
    } catch (error) {
      const { fields, general } = apiProblemsOf(error, ['targetId']);
      if (fields['targetId']) setTargetError(fields['targetId']);
      setProblems(general);
    }
  };

  let targetField;
  if (targets.isPending) targetField = <Spinner label={t('merge.loading')} showLabel />;
  else if (targets.isError) {
    // The shared alert: the reason, and a retry only where asking again can help (not after a 403).
    targetField = (
      <LoadFailedAlert title={t('merge.loadFailed')} error={targets.error} onRetry={() => void targets.refetch()} />
    );
  } else if (options.length === 0 && search === '') {
    targetField = <p className="text-muted-700 dark:text-muted-300">{t('merge.noTargets', { kind })}</p>;
  } else {
    targetField = (
      <Field label={t('merge.target')} required error={targetError}>
        {(control) => (
          <select
            ref={selectRef}
            {...control}
            value={targetId}
            onChange={(event) => {
              setTargetId(event.target.value);
              setTargetError(undefined);
            }}
            className={`${fieldControlLook} px-3 py-2`}
          >
            <option value="">{t('merge.chooseTarget', { kind })}</option>
            {options.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {`${candidate.name} (${describeTagUsage(candidate, t)})`}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-muted-700 dark:text-muted-300">{t('merge.description', { name: tag.name })}</p>
      {problems.length > 0 && (
        <Alert color="danger" live title={t('merge.failed')}>
          {problems.join(' ')}
        </Alert>
      )}
      <Field label={t('merge.search', { kind })}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className={`${fieldControlLook} px-3 py-2`}
          />
        )}
      </Field>
      {targetField}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="lg" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" color="primary" size="lg" loading={mergeTag.isPending}>
          {t('merge.confirm')}
        </Button>
      </div>
    </form>
  );
}
