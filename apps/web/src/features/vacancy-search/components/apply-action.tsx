import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useAuthStatus } from '../../../lib/api/session-store.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';

/** The id of the 'apply' part's heading, which the action links to. */
export const applySectionHeadingId = 'vacancy-apply';

/** What the vacancy's main action is for this visitor: apply, join the waiting list, applied already, or none. */
export function applyActionOf(vacancy: Vacancy, signedIn: boolean): 'apply' | 'waitlist' | 'applied' | null {
  if (vacancy.hasApplied) return 'applied';
  if (vacancy.status !== 'published') return null;
  if (signedIn && vacancy.meta?.abilities?.apply === false) return null;
  return vacancy.isFull ? 'waitlist' : 'apply';
}

function useApplyAction(vacancy: Vacancy) {
  return applyActionOf(vacancy, useAuthStatus() === 'SIGNED_IN');
}

/**
 * The vacancy's main action at the top of the page (issue 14 §2): a link to the application form
 * further down (a plain anchor: it works before the app runs), or that the visitor applied.
 */
export function ApplyAction({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('vacancy-search');
  const action = useApplyAction(vacancy);
  if (action === null) return null;
  if (action === 'applied') {
    return (
      <p className="inline-flex items-center gap-2 rounded-full bg-success-50 px-4 py-2 text-sm font-semibold text-success-900 dark:bg-success-950 dark:text-success-100">
        <Icon name="check-circle" className="size-5" />
        {t('detail.applied')}
      </p>
    );
  }
  return (
    <a href={`#${applySectionHeadingId}`} className={buttonClasses({ size: 'md', color: 'primary' })}>
      {action === 'waitlist' ? t('detail.applyWaitlist') : t('detail.applyNow')}
    </a>
  );
}

/**
 * The same action kept in reach on a phone: a bar stuck to the bottom of the screen while the page
 * is read, gone once the application form itself is in view.
 */
export function StickyApplyBar({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('vacancy-search');
  const action = useApplyAction(vacancy);
  const [formInView, setFormInView] = useState(false);

  useEffect(() => {
    const section = document.getElementById(applySectionHeadingId)?.closest('section');
    if (!section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      setFormInView(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, [action]);

  if (action !== 'apply' && action !== 'waitlist') return null;
  return (
    <div
      data-sticky-apply=""
      className={`sticky bottom-0 z-30 -mx-4 mt-8 border-t border-muted-200 bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:hidden dark:border-muted-800 ${formInView ? 'invisible' : ''}`}
    >
      <a href={`#${applySectionHeadingId}`} className={buttonClasses({ size: 'lg', color: 'primary', block: true })}>
        {action === 'waitlist' ? t('detail.applyWaitlist') : t('detail.applyNow')}
      </a>
    </div>
  );
}
