import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationMessage } from '../api/conversation-types.ts';
import { downloadAttachment } from '../api/download-attachment.ts';

type Attachment = ConversationMessage['attachments'][number];

const linkClass =
  'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300 disabled:cursor-wait disabled:opacity-70';

/** An object URL for a blob while the component shows it, revoked when the blob changes or it unmounts. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/** Offers a blob to the browser as a file to open or save, under the attachment's name. */
function offerFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once could cancel the download before the browser starts it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** An image attachment, fetched with the session's headers and shown inline; opening it shows it whole. */
function ImageAttachment({
  conversationId,
  attachment,
  name,
}: {
  conversationId: string;
  attachment: Attachment;
  name: string;
}) {
  const { t } = useTranslation('conversations');
  const image = useQuery({
    queryKey: ['conversations', conversationId, 'attachments', attachment.id],
    queryFn: ({ signal }) => downloadAttachment(conversationId, attachment.id, signal),
    staleTime: Infinity,
  });
  const url = useObjectUrl(image.data);
  if (image.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-error-700 dark:text-error-300">
        {t('attachment.failed', { name })}{' '}
        <button type="button" className={linkClass} onClick={() => void image.refetch()}>
          {t('attachment.retry')}
        </button>
      </p>
    );
  }
  if (!url) {
    return (
      <p role="status" className="text-sm text-muted-700 dark:text-muted-300">
        {t('attachment.loading', { name })}
      </p>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener" aria-label={t('attachment.open', { name })} className="block">
      <img
        src={url}
        alt={name}
        className="max-h-48 max-w-full rounded-ui border border-muted-200 dark:border-muted-800"
      />
    </a>
  );
}

/** A PDF (or other file) attachment: fetched on click with the session's headers and offered as a file. */
function FileAttachment({
  conversationId,
  attachment,
  name,
}: {
  conversationId: string;
  attachment: Attachment;
  name: string;
}) {
  const { t } = useTranslation('conversations');
  const download = useMutation({
    mutationFn: () => downloadAttachment(conversationId, attachment.id),
    onSuccess: (blob) => offerFile(blob, name),
  });
  return (
    <>
      <button
        type="button"
        className={linkClass}
        aria-label={t('attachment.open', { name })}
        aria-busy={download.isPending}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('attachment.opening', { name }) : name}
      </button>
      {download.isError && (
        <p role="alert" className="text-sm font-medium text-error-700 dark:text-error-300">
          {t('attachment.failed', { name })}
        </p>
      )}
    </>
  );
}

/**
 * A message's attachment. It is private to the conversation, so it is fetched through the API with
 * the session's headers: an image is shown inline, a PDF opened or saved on click.
 */
export function MessageAttachment({ conversationId, attachment }: { conversationId: string; attachment: Attachment }) {
  const { t } = useTranslation('conversations');
  const name = attachment.originalName || t('thread.attachment');
  return attachment.contentType.startsWith('image/') ? (
    <ImageAttachment conversationId={conversationId} attachment={attachment} name={name} />
  ) : (
    <FileAttachment conversationId={conversationId} attachment={attachment} name={name} />
  );
}
