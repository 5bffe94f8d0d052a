import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuthStatus } from '../../../lib/api/session-store.ts';
import { lazyWhenNear } from '../../../lib/document/lazy-when-near.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import type { ApplicationOutcome } from '../api/apply-to-vacancy.ts';
import { applySectionHeadingId } from './apply-action.tsx';
import { AlreadyApplied, ApplyOutcome } from './apply-outcome.tsx';

// The form and its validation (react-hook-form, zod: ~40 KiB) come when the visitor scrolls towards it.
const ApplyForm = lazyWhenNear(async () => (await import('./apply-form.tsx')).ApplyForm, applySectionHeadingId);

/**
 * The 'apply' part of a vacancy: the form (as the signed-in user, or as a
 * guest), what happened after sending it, or that the user applied before.
 */
export function ApplySection({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('vacancy-search');
  const guest = useAuthStatus() !== 'SIGNED_IN';
  // Kept here, above the form: after applying the vacancy reloads as 'applied', and the outcome must stay.
  const [outcome, setOutcome] = useState<{ result: ApplicationOutcome; email: string } | null>(null);

  let body;
  if (outcome) {
    body = <ApplyOutcome guest={guest} waitlisted={outcome.result.waitlisted} email={outcome.email} />;
  } else if (vacancy.hasApplied) {
    body = <AlreadyApplied />;
  } else if (vacancy.status !== 'published') {
    body = <Alert title={t('apply.closedTitle')}>{t('apply.closedText')}</Alert>;
  } else if (!guest && vacancy.meta?.abilities?.apply === false) {
    body = <p className="text-muted-700 dark:text-muted-300">{t('apply.notForYou')}</p>;
  } else {
    body = (
      <Suspense fallback={<Spinner showLabel label={t('apply.loading')} />}>
        <ApplyForm vacancy={vacancy} guest={guest} onApplied={(result, email) => setOutcome({ result, email })} />
      </Suspense>
    );
  }

  return (
    <section aria-labelledby={applySectionHeadingId} className="mt-10">
      <h2 id={applySectionHeadingId} className="scroll-mt-24 mb-4 font-heading text-xl font-semibold text-text">
        {t('apply.title')}
      </h2>
      {body}
    </section>
  );
}
