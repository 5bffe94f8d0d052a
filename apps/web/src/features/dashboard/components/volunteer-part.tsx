import { closedApplicationStatuses } from '@volunteerly/contracts/applications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Dashboard } from '../api/get-dashboard.ts';
import { useLatestApplications } from '../api/list-latest-applications.ts';
import { useSavedVacancies } from '../api/list-saved-vacancies.ts';
import { linkClasses, Section, todoLink } from './dashboard-section.tsx';
import { numberFormat } from '../../../lib/i18n/intl-formats.ts';

type VolunteerDashboard = NonNullable<Dashboard['volunteer']>;
type VacancySuggestion = VolunteerDashboard['suggestions'][number];

/** Where the saved vacancies' list starts, for the count that leads to it. */
export const savedVacanciesId = 'dashboard-saved-vacancies';

// Over: rejected, withdrawn, stopped, no show (one definition, in the contracts).
const closedStatuses = new Set<string>(closedApplicationStatuses);

const mutedText = 'text-sm text-muted-700 dark:text-muted-300';

/** Where a suggested vacancy is, in a few words: the place and distance, 'remote' or 'from home'. */
function useWhere() {
  const { t, i18n } = useTranslation('dashboard');
  return (vacancy: VacancySuggestion) => {
    if (vacancy.locationKind === 'remote') return t('volunteer.suggestions.remote');
    if (vacancy.locationKind === 'at_home') return t('volunteer.suggestions.atHome');
    const distance =
      vacancy.distanceMetres === null
        ? null
        : `${numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(vacancy.distanceMetres / 1000)} km`;
    return [vacancy.city, distance].filter(Boolean).join(' · ');
  };
}

/** Vacancies that fit the volunteer's profile (the digest's matching), or the newest ones, saying which. */
function Suggestions({ volunteer }: { volunteer: VolunteerDashboard }) {
  const { t } = useTranslation('dashboard');
  const where = useWhere();
  const { suggestions, suggestionsFitProfile } = volunteer;
  return (
    <Section id="dashboard-suggestions" title={t('volunteer.suggestions.title')}>
      <p className={mutedText}>
        {suggestionsFitProfile ? (
          t('volunteer.suggestions.fitProfile')
        ) : (
          <>
            {t('volunteer.suggestions.newest')}{' '}
            <Link to="/profile-edit" className={linkClasses}>
              {t('volunteer.suggestions.fillProfile')}
            </Link>
          </>
        )}
      </p>
      {suggestions.length === 0 ? (
        <p className="mt-3">{t('volunteer.suggestions.empty')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {suggestions.map((vacancy) => (
            <li
              key={vacancy.id}
              className="flex flex-col gap-1 rounded-ui border border-muted-200 p-4 dark:border-muted-800"
            >
              <Link to={`/vacancies/${vacancy.id}`} className={`${linkClasses} break-words`}>
                {vacancy.title}
              </Link>
              <span className={mutedText}>{vacancy.organizationName}</span>
              {where(vacancy) && <span className={mutedText}>{where(vacancy)}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <Link to="/vacancies/search" className={buttonClasses({ size: 'md', color: 'primary' })}>
          {t('volunteer.search')}
        </Link>
      </p>
    </Section>
  );
}

/** The vacancies a volunteer saved, as links; asked for only when the count says there are some. */
function SavedVacancies({ count }: { count: number }) {
  const { t } = useTranslation('dashboard');
  const saved = useSavedVacancies(count > 0);
  let content;
  if (count === 0) {
    content = (
      <p>
        {t('volunteer.savedEmpty')}{' '}
        <Link to="/vacancies/search" className={linkClasses}>
          {t('volunteer.savedFind')}
        </Link>
      </p>
    );
  } else if (saved.isPending) content = <Spinner label={t('volunteer.savedLoading')} />;
  else if (saved.isError) content = <p>{t('volunteer.savedFailed')}</p>;
  else {
    content = (
      <ul className="grid gap-2">
        {saved.data.map((vacancy) => (
          <li key={vacancy.id}>
            <Link to={`/vacancies/${vacancy.id}`} className={linkClasses}>
              {vacancy.title}
            </Link>
            <span className={mutedText}> · {vacancy.organizationName}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Section id={savedVacanciesId} title={t('volunteer.savedTitle')}>
      {content}
    </Section>
  );
}

/** The volunteer's latest applications with their status; asked for only when there are any. */
function LatestApplications({ total }: { total: number }) {
  const { t } = useTranslation('dashboard');
  const applications = useLatestApplications(total > 0);
  let content;
  if (total === 0) {
    content = <p>{t('volunteer.applicationsEmpty')}</p>;
  } else if (applications.isPending) content = <Spinner label={t('volunteer.applicationsLoading')} />;
  else if (applications.isError) content = <p>{t('volunteer.applicationsFailed')}</p>;
  else {
    content = (
      <ul className="grid gap-2">
        {applications.data.map((application) => (
          <li key={application.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link to={`/applications/${application.id}`} className={linkClasses}>
              {application.vacancyTitle}
            </Link>
            <span className={mutedText}>· {application.organizationName}</span>
            <span className="rounded-full bg-muted-100 px-2 py-0.5 text-xs font-semibold text-muted-900 dark:bg-muted-800 dark:text-muted-100">
              {t(`volunteer.applicationStatuses.${application.status}`)}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Section id="dashboard-applications" title={t('volunteer.applicationsTitle')}>
      {content}
      {total > 0 && (
        <p className="mt-4">
          <Link to="/applications" className={linkClasses}>
            {t('volunteer.allApplications')}
          </Link>
        </p>
      )}
    </Section>
  );
}

/**
 * A volunteer's dashboard, phone first and the page's full width (issue 31 §7): their next steps and
 * counts, vacancies suggested for them, then what they saved and their applications (side by side
 * on a wide screen), each with a way on when it is empty.
 */
export function VolunteerPart({ volunteer }: { volunteer: VolunteerDashboard }) {
  const { t } = useTranslation('dashboard');
  const { todos, applicationCounts, favorites } = volunteer;
  const active = applicationCounts
    .filter(({ value }) => !closedStatuses.has(value))
    .reduce((sum, { count }) => sum + count, 0);
  const total = applicationCounts.reduce((sum, { count }) => sum + count, 0);
  return (
    <div className="grid gap-6 lg:col-span-2">
      <Section id="dashboard-next-steps" title={t('volunteer.title')}>
        {todos.length === 0 ? (
          <p>{t('volunteer.allDone')}</p>
        ) : (
          <ul className="grid list-disc gap-1 ps-6">
            {todos.map((todo) => (
              <li key={todo}>
                <Link to={todoLink(todo)} className={linkClasses}>
                  {t(`volunteer.todos.${todo}`)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-4 flex flex-wrap gap-6" aria-label={t('volunteer.countsLabel')}>
          <div>
            <dt className={mutedText}>{t('volunteer.activeApplications')}</dt>
            <dd className="font-heading text-2xl font-bold">
              <Link to="/applications" className={linkClasses}>
                {active}
              </Link>
            </dd>
          </div>
          <div>
            <dt className={mutedText}>{t('volunteer.favorites')}</dt>
            <dd className="font-heading text-2xl font-bold">
              {/* Like the applications' count, a link: to the saved ones below, or to find some to save. */}
              <Link to={favorites > 0 ? `#${savedVacanciesId}` : '/vacancies/search'} className={linkClasses}>
                {favorites}
              </Link>
            </dd>
          </div>
        </dl>
        <p className="mt-4">
          <Link to="/organizations" className={buttonClasses({ size: 'md', variant: 'outline' })}>
            {t('volunteer.browse')}
          </Link>
        </p>
      </Section>
      <Suggestions volunteer={volunteer} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SavedVacancies count={favorites} />
        <LatestApplications total={total} />
      </div>
    </div>
  );
}
