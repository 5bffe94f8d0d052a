import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useCreateSearchSynonymGroup } from '../api/create-search-synonym-group.ts';
import { useSearchSynonymGroups } from '../api/list-search-synonym-groups.ts';
import type { SearchSynonymGroup } from '../api/search-synonym-group-types.ts';
import {
  SearchSynonymGroupDeleteDialog,
  SearchSynonymGroupEditDialog,
} from '../components/search-synonym-group-dialogs.tsx';
import { SearchSynonymGroupForm } from '../components/search-synonym-group-form.tsx';

/** A group's words as chips (the words are Dutch, as the centre wrote them). */
function WordChips({ words }: { words: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" lang="nl">
      {words.map((word) => (
        <li key={word} className="rounded-full bg-muted-100 px-3 py-1 text-sm break-words text-text dark:bg-muted-800">
          {word}
        </li>
      ))}
    </ul>
  );
}

/** One of the centre's groups, with its change and delete buttons. */
function OwnGroup({
  group,
  onEdit,
  onDelete,
}: {
  group: SearchSynonymGroup;
  onEdit: (group: SearchSynonymGroup) => void;
  onDelete: (group: SearchSynonymGroup) => void;
}) {
  const { t } = useTranslation('settings');
  const abilities = group.meta?.abilities;
  const name = group.words.join(', ');
  return (
    <li className="grid gap-3 rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
      <WordChips words={group.words} />
      <div className="flex flex-wrap gap-2">
        {abilities?.update && (
          <Button size="sm" variant="outline" onClick={() => onEdit(group)}>
            {t('searchWords.edit.button')}
            <span className="sr-only">: {name}</span>
          </Button>
        )}
        {abilities?.destroy && (
          <Button size="sm" variant="outline" onClick={() => onDelete(group)}>
            {t('searchWords.delete.button')}
            <span className="sr-only">: {name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * /instellingen/zoeken: the centre's own groups of words its search treats as the same ("buurthuis,
 * wijkcentrum, De Pit"), to add, change and delete, beside the groups every search knows.
 */
export function SettingsSearchWordsPage() {
  const { t } = useTranslation('settings');
  const groups = useSearchSynonymGroups();
  const createGroup = useCreateSearchSynonymGroup();
  const [editing, setEditing] = useState<SearchSynonymGroup | null>(null);
  const [deleting, setDeleting] = useState<SearchSynonymGroup | null>(null);

  const add = async (words: string[]) => {
    await createGroup.mutateAsync(words);
    toast.add({ color: 'success', title: t('searchWords.add.added') });
  };

  let content;
  if (groups.isPending) content = <Spinner label={t('searchWords.loading')} showLabel />;
  else if (groups.isError) {
    content = (
      <LoadFailedAlert title={t('searchWords.loadFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
    );
  } else {
    const { groups: own, builtInGroups, maximumGroups } = groups.data;
    content = (
      <>
        <section aria-labelledby="own-groups-heading" className="grid gap-3">
          <h3 id="own-groups-heading" className="font-heading text-lg font-semibold">
            {t('searchWords.own.title')}
          </h3>
          {own.length === 0 ? (
            <EmptyState title={t('searchWords.own.emptyTitle')} description={t('searchWords.own.emptyText')} />
          ) : (
            <>
              <p className="text-sm text-muted-700 dark:text-muted-300" aria-live="polite">
                {t('searchWords.own.total', { count: own.length, maximum: maximumGroups })}
              </p>
              <ul className="grid gap-3">
                {own.map((group) => (
                  <OwnGroup key={group.id} group={group} onEdit={setEditing} onDelete={setDeleting} />
                ))}
              </ul>
            </>
          )}
        </section>
        <details className="rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
          <summary className="cursor-pointer font-semibold">{t('searchWords.builtIn.title')}</summary>
          <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">{t('searchWords.builtIn.text')}</p>
          <ul className="mt-3 grid gap-3">
            {builtInGroups.map((words) => (
              <li key={words.join(',')}>
                <WordChips words={words} />
              </li>
            ))}
          </ul>
        </details>
      </>
    );
  }

  return (
    <div className="grid gap-6">
      <div>
        <h2 className="font-heading text-2xl font-semibold">{t('sections.zoeken.title')}</h2>
        <p className="mt-1 max-w-prose text-muted-700 dark:text-muted-300">{t('searchWords.explanation')}</p>
      </div>
      <section
        aria-labelledby="add-group-heading"
        className="rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800"
      >
        <h3 id="add-group-heading" className="mb-3 font-heading text-lg font-semibold">
          {t('searchWords.add.title')}
        </h3>
        <SearchSynonymGroupForm submitLabel={t('searchWords.add.submit')} onSave={add} />
      </section>
      {content}
      <SearchSynonymGroupEditDialog group={editing} onClose={() => setEditing(null)} />
      <SearchSynonymGroupDeleteDialog group={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
