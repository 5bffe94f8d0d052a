import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useCapturedMails, type CapturedMail } from '../api/list-captured-mails.ts';

/** The web addresses in a mail's text, in order, each once, without the punctuation of the sentence around them. */
export function linksInText(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(links)];
}

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function CapturedMailItem({ mail, formatDate }: { mail: CapturedMail; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('dev-mail');
  const links = linksInText(mail.text);
  return (
    <li className="rounded-ui-lg border border-muted-200 dark:border-muted-800">
      <details>
        <summary className="cursor-pointer px-4 py-3">
          <span className="font-semibold text-text">{mail.subject}</span>
          <span className="block text-sm text-muted-700 dark:text-muted-300">
            {t('to', { recipients: mail.recipients.join(', ') })} ·{' '}
            <time dateTime={mail.receivedAt}>{formatDate(mail.receivedAt)}</time>
          </span>
        </summary>
        <div className="border-t border-muted-200 px-4 py-3 dark:border-muted-800">
          <p className="text-sm text-muted-700 dark:text-muted-300">{t('from', { sender: mail.sender })}</p>
          {links.length > 0 && (
            <>
              <h3 className="mt-3 font-semibold text-text">{t('links')}</h3>
              <ul className="mt-1 list-disc ps-5">
                {links.map((link) => (
                  <li key={link}>
                    <a className="break-all text-primary-700 underline dark:text-primary-300" href={link}>
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {mail.html && (
            <>
              <h3 className="mt-3 font-semibold text-text">{t('html')}</h3>
              {/* An empty sandbox: the mail's HTML runs no script, submits no form and reaches no page of this site. */}
              <iframe
                sandbox=""
                srcDoc={mail.html}
                title={t('htmlFrame', { subject: mail.subject })}
                className="mt-1 h-[40rem] w-full rounded-ui-lg border border-muted-200 bg-white dark:border-muted-800"
              />
            </>
          )}
          <h3 className="mt-3 font-semibold text-text">{t('text')}</h3>
          <pre className="mt-1 font-sans text-sm break-words whitespace-pre-wrap text-text">{mail.text}</pre>
        </div>
      </details>
    </li>
  );
}

/** /dev/mail: the mail the local SMTP capture received for this tenant, newest first (super admins). */
export function DevMailPage() {
  const { t, i18n } = useTranslation('dev-mail');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const mails = useCapturedMails(page);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));
  const goToPage = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  let content;
  if (mails.isPending) {
    content = <Spinner label={t('loading')} showLabel />;
  } else if (mails.isError) {
    const forbidden = mails.error instanceof ApiError && mails.error.statusCode === 403;
    content = (
      <Alert
        color="danger"
        title={forbidden ? t('forbiddenTitle') : t('loadFailedTitle')}
        actions={
          forbidden ? undefined : (
            <Button size="md" variant="outline" onClick={() => void mails.refetch()}>
              {t('retry')}
            </Button>
          )
        }
      >
        {mails.error.message}
      </Alert>
    );
  } else if (mails.data.mails.length === 0) {
    content = <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  } else {
    const { totalPages, total } = mails.data;
    content = (
      <>
        <p className="mb-3 text-sm text-muted-700 dark:text-muted-300">{t('total', { count: total })}</p>
        <ul className="space-y-3">
          {mails.data.mails.map((mail) => (
            <CapturedMailItem key={mail.id} mail={mail} formatDate={formatDate} />
          ))}
        </ul>
        {totalPages > 1 && (
          <nav aria-label={t('pagination')} className="mt-6 flex items-center justify-between gap-4">
            <Button size="md" variant="outline" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
              {t('previous')}
            </Button>
            <span aria-live="polite">{t('pageOf', { page, totalPages })}</span>
            <Button size="md" variant="outline" disabled={page >= totalPages} onClick={() => goToPage(page + 1)}>
              {t('next')}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {content}
    </>
  );
}
