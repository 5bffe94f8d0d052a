import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VacancyCounts } from '../api/get-dashboard.ts';

/** The parts the dashboard's sections share: the section frame, the to-do links and the work counts. */
export const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-ui-lg border border-muted-200 p-5 dark:border-muted-800">
      <h2 id={id} className="font-heading text-xl font-semibold text-text">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Where each to-do is done. */
export function todoLink(todo: string, organizationId?: string): string {
  if (organizationId) {
    return todo === 'second_admin'
      ? `/organizations/${organizationId}#organization-members`
      : `/organizations/${organizationId}/edit`;
  }
  return todo === 'confirm_email' ? '/profile-edit/email' : '/profile-edit';
}

/**
 * Vacancies that volunteers can find, drafts and new applications, each a link to where they are
 * handled. The findable figure is the API's (decision 050): for the centre, what this site's home
 * page and search count; for an organisation, its open vacancies. It says what it counts below the
 * figures. Published vacancies past their closing date are in no search: they are counted apart.
 */
export function WorkCounts({
  vacancyCounts,
  findableVacancies,
  findableMeaning,
  expiredVacancies = 0,
  newApplications,
}: {
  vacancyCounts?: VacancyCounts;
  findableVacancies?: number;
  /** What the findable figure counts, in words ('gepubliceerd en niet verlopen'). */
  findableMeaning: string;
  expiredVacancies?: number;
  newApplications?: number;
}) {
  const { t } = useTranslation('dashboard');
  if (!vacancyCounts) return null;
  return (
    <>
      <dl className="mt-4 flex flex-wrap gap-6" aria-label={t('work.label')}>
        <div>
          <dt className="text-sm text-muted-700 dark:text-muted-300">{t('work.findable')}</dt>
          <dd className="font-heading text-2xl font-bold">
            <Link to="/vacancies" className={linkClasses}>
              {findableVacancies ?? 0}
            </Link>
          </dd>
        </div>
        {expiredVacancies > 0 && (
          <div>
            <dt className="text-sm text-muted-700 dark:text-muted-300">{t('work.expired')}</dt>
            <dd className="font-heading text-2xl font-bold">{expiredVacancies}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-muted-700 dark:text-muted-300">{t('work.drafts')}</dt>
          <dd className="font-heading text-2xl font-bold">{vacancyCounts.draft}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-700 dark:text-muted-300">{t('work.newApplications')}</dt>
          <dd className="font-heading text-2xl font-bold">
            <Link to="/applications" className={linkClasses}>
              {newApplications ?? 0}
            </Link>
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">{findableMeaning}</p>
    </>
  );
}
