import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';

const linkClasses = 'font-semibold underline underline-offset-2';

function ApplicationsLink() {
  const { t } = useTranslation('vacancy-search');
  return (
    <Link to="/applications" className={linkClasses}>
      {t('apply.toApplications')}
    </Link>
  );
}

/** What happened after applying: check your mail (guest), on the waiting list, or sent. Focus moves here. */
export function ApplyOutcome({ guest, waitlisted, email }: { guest: boolean; waitlisted: boolean; email: string }) {
  const { t } = useTranslation('vacancy-search');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  let title = t('apply.sentTitle');
  if (guest) title = t('apply.checkMailTitle');
  else if (waitlisted) title = t('apply.waitlistedTitle');
  return (
    <div ref={ref} tabIndex={-1} className="focus-visible:outline-2 focus-visible:outline-primary-700">
      <Alert color="success" live title={title}>
        {guest && <p>{t('apply.checkMailText', { email })}</p>}
        {waitlisted && <p>{t('apply.waitlistedText')}</p>}
        {!guest && (
          <p className="mt-1">
            {!waitlisted && `${t('apply.sentText')} `}
            <ApplicationsLink />
          </p>
        )}
      </Alert>
    </div>
  );
}

/** The user has applied to this vacancy already, with the way to their applications. */
export function AlreadyApplied({ live = false }: { live?: boolean }) {
  const { t } = useTranslation('vacancy-search');
  return (
    <Alert color="info" live={live} title={t('apply.alreadyTitle')}>
      <ApplicationsLink />
    </Alert>
  );
}
