import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import type { DashboardOrganization, OrganizationTodos } from '../api/get-dashboard.ts';
import { linkClasses, Section, todoLink, WorkCounts } from './dashboard-section.tsx';

/**
 * An organisation's own vacancies, leading its part of the dashboard (issue 14 §4): each with how
 * many applications it has, the ones with new applications first and marked, and the way to add one.
 */
function OrganizationVacancies({ work }: { work: OrganizationTodos }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mb-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-text">{t('organization.vacancies.title')}</h3>
        <Link to="/vacancies/add" className={buttonClasses({ size: 'md', color: 'primary' })}>
          {t('organization.vacancies.add')}
        </Link>
      </div>
      {work.vacancies.length === 0 ? (
        <p className="mt-2 text-muted-700 dark:text-muted-300">{t('organization.vacancies.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-muted-200 rounded-ui-lg border border-muted-200 dark:divide-muted-800 dark:border-muted-800">
          {work.vacancies.map((vacancy) => (
            <li
              key={vacancy.id}
              data-new-applications={vacancy.newApplications > 0 ? '' : undefined}
              className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 ${vacancy.newApplications > 0 ? 'bg-primary-50 dark:bg-primary-950' : ''}`}
            >
              <div className="min-w-0">
                <Link to={`/vacancies/${vacancy.id}`} className={linkClasses}>
                  {vacancy.title}
                </Link>
                {vacancy.status === 'draft' && (
                  <span className="ms-2 text-sm text-muted-700 dark:text-muted-300">
                    {t('organization.vacancies.draft')}
                  </span>
                )}
              </div>
              <Link
                to={`/applications?vacancy_id=${vacancy.id}`}
                className="text-sm text-text underline-offset-2 hover:underline"
              >
                {vacancy.newApplications > 0 && (
                  <span className="me-2 inline-flex items-center rounded-full bg-primary-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-primary-300 dark:text-neutral-950">
                    {t('organization.vacancies.new', { count: vacancy.newApplications })}
                  </span>
                )}
                {t('organization.vacancies.applications', { count: vacancy.applications })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2">
        <Link to="/vacancies" className={linkClasses}>
          {t('organization.vacancies.all')}
        </Link>
      </p>
    </div>
  );
}

export function OrganizationPart({
  organization,
  work,
}: {
  organization: DashboardOrganization;
  work?: OrganizationTodos;
}) {
  const todos = work?.todos ?? [];
  const { t } = useTranslation('dashboard');
  let body: ReactNode;
  if (organization.status === 'pending') body = <p>{t('organization.pending')}</p>;
  else if (organization.status === 'denied') {
    body = (
      <>
        <p>{t('organization.denied')}</p>
        {organization.denialReason && <p className="mt-2 whitespace-pre-line italic">{organization.denialReason}</p>}
        <p className="mt-3">
          <Link to={`/organizations/${organization.id}`} className={linkClasses}>
            {t('organization.fixAndResubmit')}
          </Link>
        </p>
      </>
    );
  } else if (organization.status === 'archived') body = <p>{t('organization.archived')}</p>;
  else if (todos.length === 0) body = <p>{t('organization.allDone')}</p>;
  else {
    body = (
      <>
        <p>{t('organization.todosIntro')}</p>
        <ul className="mt-2 grid list-disc gap-1 ps-6">
          {todos.map((todo) => (
            <li key={todo}>
              <Link to={todoLink(todo, organization.id)} className={linkClasses}>
                {t(`organization.todos.${todo}`)}
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <Section id={`dashboard-organization-${organization.id}`} title={organization.name}>
      <p className="mb-2 text-sm font-semibold">
        {t('organization.status', { status: t(`statuses.${organization.status}`) })}
      </p>
      {organization.status === 'approved' && work && <OrganizationVacancies work={work} />}
      {body}
      {organization.status === 'approved' && (
        <WorkCounts
          vacancyCounts={work?.vacancyCounts}
          findableVacancies={work?.findableVacancies}
          findableMeaning={t('work.findableMeaningOrganization')}
          expiredVacancies={work?.expiredVacancies}
          newApplications={work?.newApplications}
        />
      )}
      <p className="mt-4">
        <Link to={`/organizations/${organization.id}`} className={buttonClasses({ size: 'md', variant: 'outline' })}>
          {t('organization.open')}
        </Link>
      </p>
    </Section>
  );
}
