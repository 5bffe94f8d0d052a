import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadProblem } from '../../../components/ui/load-problem.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import type { Conversation } from '../api/conversation-types.ts';
import { useConversations } from '../api/list-conversations.ts';

/** The signed-in user's conversations, newest activity first, with a search and unread badges. */
export function ConversationList({
  scope,
  reportedOnly = false,
  search,
  page,
  onSearch,
  onPage,
  selectedId,
}: {
  scope: 'mine' | 'oversight';
  reportedOnly?: boolean;
  search: string;
  page: number;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  selectedId: string | undefined;
}) {
  const { t } = useTranslation('conversations');
  const list = useConversations({ scope, reportedOnly, search, page });
  const filtered = search !== '' || reportedOnly;

  return (
    <section aria-labelledby="conversation-list-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="conversation-list-title" className="sr-only">
        {t('list.title')}
      </h2>
      {/* Oversight searches subjects and names only: the label must not promise message contents. */}
      <SearchField
        label={scope === 'oversight' ? t('list.searchOversight') : t('list.search')}
        value={search}
        onChange={onSearch}
      />
      {list.isPending ? (
        <Spinner label={t('list.loading')} showLabel />
      ) : list.isError ? (
        <LoadProblem
          error={list.error}
          onRetry={() => void list.refetch()}
          loadFailedTitle={t('list.loadFailed')}
          notFound={{ title: t('list.loadFailed'), text: '', backTo: '/', backLabel: t('list.home') }}
        />
      ) : list.data.conversations.length === 0 ? (
        <EmptyState
          icon="inbox"
          headingLevel={3}
          title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
          description={
            reportedOnly && !search
              ? t('list.noReported')
              : search
                ? t(scope === 'oversight' ? 'list.noMatchTextOversight' : 'list.noMatchText')
                : t('list.emptyText')
          }
        />
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {list.data.conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationLink conversation={conversation} selected={conversation.id === selectedId} />
              </li>
            ))}
          </ul>
          {list.data.totalPages > 1 && (
            <Pagination page={list.data.page} totalPages={list.data.totalPages} onPage={onPage} />
          )}
        </>
      )}
    </section>
  );
}

function ConversationLink({ conversation, selected }: { conversation: Conversation; selected: boolean }) {
  const { t } = useTranslation('conversations');
  const { formatDateTime } = useDateFormat();
  const unread = conversation.unreadCount > 0;
  return (
    <NavLink
      to={`/conversations/${conversation.id}`}
      aria-current={selected ? 'page' : undefined}
      className={`block rounded-ui-lg border p-3 hover:bg-muted-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:hover:bg-muted-900 ${
        selected ? 'border-primary-700 dark:border-primary-300' : 'border-muted-200 dark:border-muted-800'
      }`}
    >
      <span className="flex items-start justify-between gap-2">
        <span className={`min-w-0 break-words text-text ${unread ? 'font-bold' : 'font-semibold'}`}>
          {conversation.counterpartName}
        </span>
        {unread && (
          <span className="shrink-0 rounded-full bg-primary-700 px-2 text-sm font-semibold text-white dark:bg-primary-300 dark:text-neutral-950">
            <span aria-hidden="true">{conversation.unreadCount}</span>
            <span className="sr-only">{t('list.unread', { count: conversation.unreadCount })}</span>
          </span>
        )}
      </span>
      <span className="block break-words text-sm text-text">{conversation.subject}</span>
      {conversation.reported === true && <ReportedBadge />}
      {conversation.lastMessageExcerpt && (
        <span className="mt-1 line-clamp-2 block break-words text-sm text-muted-700 dark:text-muted-300">
          {conversation.lastMessageExcerpt}
        </span>
      )}
      <span className="mt-1 block text-xs text-muted-700 dark:text-muted-300">
        <time dateTime={conversation.lastMessageAt}>{formatDateTime(conversation.lastMessageAt)}</time>
        {conversation.status === 'closed' && ` · ${t('status.closed')}`}
      </span>
    </NavLink>
  );
}

/** Marks a conversation a participant reported (the centre's oversight list): text, not colour alone. */
export function ReportedBadge() {
  const { t } = useTranslation('conversations');
  return (
    <span className="mt-1 inline-flex items-center gap-1 rounded-full border border-warning-400 bg-warning-50 px-2 text-xs font-semibold text-warning-900 dark:border-warning-700 dark:bg-warning-950 dark:text-warning-100">
      <Icon name="exclamation-triangle" className="size-3.5 shrink-0" />
      {t('list.reported')}
    </span>
  );
}
