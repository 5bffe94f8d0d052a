import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useConfirmApplication } from '../api/confirm-application.ts';

/**
 * /confirm?application_token=…: confirms a guest's application with the mailed
 * token, once, on arrival; only then does the organisation see it. Opened again
 * (a double click, a mail scanner), it says the application is already confirmed.
 */
export function ConfirmApplicationPage() {
  const { t } = useTranslation('applications');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('application_token') ?? '';
  const confirm = useConfirmApplication();
  const { mutate } = confirm;
  const started = useRef(false);

  useEffect(() => {
    // StrictMode's second effect must not send it again (it would answer "already confirmed").
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const searchLink = (
    <ButtonLink to="/vacancies/search" color="primary" size="lg">
      {t('confirm.findVacancies')}
    </ButtonLink>
  );

  let content;
  if (!token) {
    content = (
      <Alert color="danger" title={t('confirm.failedTitle')} actions={searchLink}>
        {t('confirm.missingToken')}
      </Alert>
    );
  } else if (confirm.isSuccess) {
    content = (
      <Alert
        color="success"
        live
        title={t(confirm.data.alreadyConfirmed ? 'confirm.alreadyTitle' : 'confirm.successTitle', {
          title: confirm.data.vacancyTitle,
        })}
        actions={
          <ButtonLink to={`/vacancies/${confirm.data.vacancyId}`} color="primary" size="lg">
            {t('confirm.viewVacancy')}
          </ButtonLink>
        }
      >
        {t('confirm.successText')}
      </Alert>
    );
  } else if (confirm.isError) {
    const invalidToken = isApiError(confirm.error) && confirm.error.code === 'confirmation_token_invalid';
    content = (
      <Alert color="danger" live title={t('confirm.failedTitle')} actions={searchLink}>
        {invalidToken ? t('confirm.invalidToken') : confirm.error.message}
      </Alert>
    );
  } else {
    content = <Spinner label={t('confirm.pending')} showLabel />;
  }

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('confirm.title')} />
      {content}
    </div>
  );
}
