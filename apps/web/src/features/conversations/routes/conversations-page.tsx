import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { segmentedControlClasses, segmentedOptionLook } from '../../../components/ui/segmented-control-classes.ts';
import { hasRole, useCurrentUser } from '../../../lib/auth/current-user.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { ConversationThread } from '../components/conversation-thread.tsx';

/**
 * /conversations and /conversations/{id}: the list, and the open conversation beside it on wide
 * screens; on a phone the list, or the conversation with a link back to it.
 */
export function ConversationsPage() {
  const { t } = useTranslation('conversations');
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const user = useCurrentUser();
  // Centre admins and super admins also see the conversations their centre oversees.
  const oversees = hasRole(user.data, 'center_admin') || hasRole(user.data, 'super_admin');
  const scope = oversees && params.get('scope') === 'oversight' ? 'oversight' : 'mine';
  const reportedOnly = scope === 'oversight' && params.get('reported') === '1';

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="grid gap-8 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <div className={id ? 'hidden lg:block' : ''}>
          {oversees && (
            <div role="group" aria-label={t('scope.label')} className={`${segmentedControlClasses} mb-4`}>
              {(['mine', 'oversight'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={scope === option}
                  className={`${segmentedOptionLook} px-3 py-1 text-sm font-semibold`}
                  onClick={() =>
                    update({ scope: option === 'oversight' ? option : undefined, reported: undefined, page: undefined })
                  }
                >
                  {t(`scope.${option}`)}
                </button>
              ))}
            </div>
          )}
          {scope === 'oversight' && (
            <label className="mb-4 flex items-center gap-2 text-text">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary-700"
                checked={reportedOnly}
                onChange={(event) => update({ reported: event.target.checked ? '1' : undefined, page: undefined })}
              />
              <span>{t('scope.reportedOnly')}</span>
            </label>
          )}
          <ConversationList
            scope={scope}
            reportedOnly={reportedOnly}
            search={search}
            page={page}
            selectedId={id}
            onSearch={(value) => update({ q: value || undefined, page: undefined })}
            onPage={(number) => update({ page: number > 1 ? String(number) : undefined })}
          />
        </div>
        <div className={id ? '' : 'hidden lg:block'}>
          {id ? (
            <ConversationThread key={id} id={id} />
          ) : (
            <p className="text-muted-700 dark:text-muted-300">{t('page.choose')}</p>
          )}
        </div>
      </div>
    </>
  );
}
