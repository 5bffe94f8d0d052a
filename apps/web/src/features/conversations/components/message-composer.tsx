import { conversationLimits } from '@volunteerly/contracts/conversations';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { useSendMessage } from '../api/conversation-actions.ts';
import { acceptedAttachmentTypes, uploadAttachment, type UploadedAttachment } from '../api/upload-attachment.ts';

/** Writes a reply: Enter sends, Shift+Enter starts a new line; images and PDFs may be attached. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('conversations');
  const send = useSendMessage();
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();

  const submit = async () => {
    const text = body.trim();
    if (text === '') {
      setProblem(t('composer.empty'));
      return;
    }
    setProblem(null);
    try {
      await send.mutateAsync({ conversationId, body: text, attachmentIds: attachments.map((file) => file.id) });
      setBody('');
      setAttachments([]);
    } catch (error) {
      setProblem((error as Error).message || t('composer.failed'));
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!send.isPending) void submit();
    }
  };

  const attach = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      const uploaded = await uploadAttachment(file);
      setAttachments((current) => [...current, uploaded].slice(0, conversationLimits.attachmentsMax));
    } catch (error) {
      setProblem((error as Error).message || t('composer.uploadFailed'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-2 border-t border-muted-200 pt-4 dark:border-muted-800"
    >
      {problem && <Alert color="danger" title={problem} live />}
      <label htmlFor={fieldId} className="font-semibold text-text">
        {t('composer.label')}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        value={body}
        maxLength={conversationLimits.bodyMax}
        aria-describedby={hintId}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={handleKeyDown}
        className={`${fieldControlLook} block w-full px-3 py-2`}
      />
      <p id={hintId} className="text-sm text-muted-700 dark:text-muted-300">
        {t('composer.hint')}
      </p>
      {attachments.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('composer.attachments')}>
          {attachments.map((file) => (
            <li
              key={file.id}
              className="flex items-center gap-1 rounded-full border border-muted-300 px-3 py-1 text-sm"
            >
              <span className="break-all">{file.originalName}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setAttachments((current) => current.filter((other) => other.id !== file.id))}
              >
                {t('composer.removeAttachment', { name: file.originalName })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" color="primary" size="md" loading={send.isPending} loadingLabel={t('composer.sending')}>
          {t('composer.send')}
        </Button>
        {attachments.length < conversationLimits.attachmentsMax && (
          <>
            <input
              ref={fileInput}
              id={`${fieldId}-file`}
              type="file"
              accept={acceptedAttachmentTypes}
              aria-label={t('composer.attach')}
              tabIndex={-1}
              className="sr-only"
              onChange={(event) => void attach(event.target.files)}
            />
            <Button
              type="button"
              variant="outline"
              size="md"
              loading={uploading}
              loadingLabel={t('composer.uploading')}
              onClick={() => fileInput.current?.click()}
            >
              {t('composer.attach')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
