import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadProblem } from '../../../components/ui/load-problem.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useCloseConversation, useMarkConversationRead } from '../api/conversation-actions.ts';
import { conversationAbilitiesOf, type Conversation } from '../api/conversation-types.ts';
import { useConversationThread } from '../api/get-conversation-thread.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageItem } from './message-item.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ReportedBadge } from './conversation-list.tsx';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300';

/** One conversation: its messages oldest to newest (loaded newest page first), actions and the composer. */
export function ConversationThread({ id }: { id: string }) {
  const { t } = useTranslation('conversations');
  const thread = useConversationThread(id);
  const markRead = useMarkConversationRead();
  const first = thread.data?.pages[0];
  const unread = first
    ? first.conversation.unreadCount > 0 && conversationAbilitiesOf(first.conversation).markRead
    : false;
  const { mutate: markAsRead } = markRead;

  useEffect(() => {
    if (unread) markAsRead(id);
  }, [id, unread, markAsRead]);

  if (thread.isPending) return <Spinner label={t('thread.loading')} showLabel />;
  if (thread.isError) {
    return (
      <LoadProblem
        error={thread.error}
        onRetry={() => void thread.refetch()}
        loadFailedTitle={t('thread.loadFailed')}
        notFound={{
          title: t('thread.notFoundTitle'),
          text: t('thread.notFoundText'),
          backTo: '/conversations',
          backLabel: t('thread.backToList'),
        }}
      />
    );
  }
  const conversation = thread.data.pages[0]!.conversation;
  // Pages come newest first, each newest first: the view reads oldest to newest.
  const messages = thread.data.pages.flatMap((page) => page.messages).reverse();
  return (
    <section aria-labelledby="conversation-title" className="flex min-w-0 flex-col gap-4">
      <ThreadHeader conversation={conversation} />
      {thread.hasNextPage && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            {t('thread.older')}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="text-muted-700 dark:text-muted-300">{t('thread.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('thread.messages')}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
      <ReplyArea conversation={conversation} />
    </section>
  );
}

function ThreadHeader({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('conversations');
  const abilities = conversationAbilitiesOf(conversation);
  const close = useCloseConversation();
  const [reporting, setReporting] = useState(false);
  const [closing, setClosing] = useState(false);

  const confirmClose = async () => {
    try {
      await close.mutateAsync(conversation.id);
      toast.add({ color: 'success', title: t('close.done') });
    } catch (error) {
      toast.add({ color: 'danger', title: (error as Error).message });
    } finally {
      setClosing(false);
    }
  };

  return (
    <header className="flex flex-col gap-2">
      <p className="lg:hidden">
        <Link to="/conversations" className={linkClasses}>
          {t('thread.backToList')}
        </Link>
      </p>
      <h2 id="conversation-title" className="break-words font-heading text-2xl font-bold text-text">
        {conversation.subject}
      </h2>
      <p className="text-muted-700 dark:text-muted-300">
        {t('thread.with', { name: conversation.counterpartName })}
        {conversation.applicationId && (
          <>
            {' · '}
            <Link to={`/applications/${conversation.applicationId}`} className={linkClasses}>
              {t('thread.application')}
            </Link>
          </>
        )}
      </p>
      {conversation.reported === true && (
        <p>
          <ReportedBadge />
        </p>
      )}
      {conversation.mySide === null && <Alert color="info" title={t('thread.oversight')} />}
      {(abilities.report || abilities.close) && (
        <div className="flex flex-wrap gap-2">
          {abilities.report && (
            <Button type="button" variant="outline" size="sm" onClick={() => setReporting(true)}>
              {t('report.open')}
            </Button>
          )}
          {abilities.close && (
            <Button type="button" variant="outline" color="danger" size="sm" onClick={() => setClosing(true)}>
              {t('close.open')}
            </Button>
          )}
        </div>
      )}
      <ReportDialog conversationId={conversation.id} open={reporting} onClose={() => setReporting(false)} />
      <ConfirmDialog
        open={closing}
        title={t('close.title')}
        message={t('close.message')}
        confirmLabel={t('close.confirm')}
        cancelLabel={t('close.cancel')}
        destructive
        pending={close.isPending}
        onConfirm={() => void confirmClose()}
        onCancel={() => setClosing(false)}
      />
    </header>
  );
}

function ReplyArea({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('conversations');
  const abilities = conversationAbilitiesOf(conversation);
  if (abilities.reply) {
    return <MessageComposer conversationId={conversation.id} />;
  }
  if (conversation.mySide === null) return null;
  const reason =
    conversation.status === 'closed'
      ? t('thread.closed')
      : conversation.blockedSide !== null
        ? t('thread.blocked')
        : t('thread.cannotReply');
  return <Alert color="warning" title={reason} />;
}
