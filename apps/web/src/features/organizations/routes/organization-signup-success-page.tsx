import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /organizations/signup/success (public): what happens next — confirm the e-mail address, then wait for approval. */
export function OrganizationSignupSuccessPage() {
  const { t } = useTranslation('organizations');
  const state = (useLocation().state ?? {}) as { email?: string; organization?: string };
  return (
    <>
      <PageHeader title={t('signupSuccess.title')} />
      <div className="grid max-w-prose gap-4">
        <p>
          {state.organization
            ? t('signupSuccess.received', { organization: state.organization })
            : t('signupSuccess.receivedGeneric')}
        </p>
        <ol className="list-decimal space-y-2 ps-6">
          <li>
            {state.email ? t('signupSuccess.confirm', { email: state.email }) : t('signupSuccess.confirmGeneric')}
          </li>
          <li>{t('signupSuccess.review')}</li>
          <li>{t('signupSuccess.mail')}</li>
        </ol>
        <p>
          <Link to="/" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
            {t('signupSuccess.home')}
          </Link>
        </p>
      </div>
    </>
  );
}
