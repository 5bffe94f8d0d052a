import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import type { ConversationMessage } from '../api/conversation-types.ts';
import { MessageAttachment } from './message-attachment.tsx';

/** One message: who wrote it for which side, when, its text and its attachments. */
export function MessageItem({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation('conversations');
  const { formatDateTime } = useDateFormat();
  const author = message.mine ? t('thread.you') : (message.authorName ?? t('thread.formerUser'));
  return (
    <li className={`flex ${message.mine ? 'justify-end' : 'justify-start'}`}>
      <article
        className={`max-w-[min(36rem,90%)] rounded-ui-lg p-3 ${
          message.mine ? 'bg-primary-50 text-text dark:bg-primary-950' : 'border border-muted-200 dark:border-muted-800'
        }`}
      >
        <p className="text-sm font-semibold text-text">
          {author}
          <span className="font-normal text-muted-700 dark:text-muted-300"> · {t(`sides.${message.authorSide}`)}</span>
        </p>
        <p className="mt-1 whitespace-pre-line break-words">{message.body}</p>
        {message.attachments.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('thread.attachments')}>
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <MessageAttachment conversationId={message.conversationId} attachment={attachment} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-xs text-muted-700 dark:text-muted-300">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
      </article>
    </li>
  );
}
