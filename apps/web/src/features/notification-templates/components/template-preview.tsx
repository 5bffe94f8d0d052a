import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { templateFormFields, type NotificationTemplatePreview } from '../api/notification-template-types.ts';

/**
 * What the recipient would get: subject, in-app line, the mail in a sandboxed frame (no scripts,
 * no same-origin access) and the plain text made from it. A 422 points to the fields, where the
 * problems are shown.
 */
export function TemplatePreview({
  preview,
  pending,
  error,
}: {
  preview: NotificationTemplatePreview | undefined;
  pending: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation('notification-templates');
  return (
    <section aria-labelledby="template-preview-heading" className="grid min-w-0 content-start gap-3">
      <h2 id="template-preview-heading" className="font-heading text-lg font-semibold">
        {t('preview.title')}
      </h2>
      <div aria-live="polite">
        {error &&
          (isApiError(error) && error.statusCode === 422 ? (
            <Alert color="warning" title={t('preview.invalid')}>
              {apiProblemsOf(error, templateFormFields).general.length > 0 && (
                <ul className="list-disc ps-5">
                  {apiProblemsOf(error, templateFormFields).general.map((problem, index) => (
                    <li key={index}>{problem}</li>
                  ))}
                </ul>
              )}
            </Alert>
          ) : (
            <Alert color="danger" title={t('preview.failed')}>
              {error.message}
            </Alert>
          ))}
      </div>
      {pending && !preview && <Spinner label={t('preview.loading')} showLabel />}
      {preview && !error && (
        <div className="grid min-w-0 gap-3" aria-busy={pending}>
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-semibold">{t('preview.subject')}</dt>
              <dd className="break-words" data-testid="preview-subject">
                {preview.subject}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('preview.inApp')}</dt>
              <dd className="break-words">{preview.inAppText}</dd>
            </div>
          </dl>
          <iframe
            title={t('preview.frame')}
            sandbox=""
            srcDoc={preview.html}
            className="h-[36rem] w-full min-w-0 rounded-ui border border-muted-300 bg-white dark:border-muted-700"
          />
          <details className="rounded-ui border border-muted-200 p-3 dark:border-muted-800">
            <summary className="cursor-pointer font-semibold">{t('preview.text')}</summary>
            <pre className="mt-2 font-mono text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
          </details>
        </div>
      )}
    </section>
  );
}
