import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOrganizationVacancies } from '../api/list-organization-vacancies.ts';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300';

/** The organisation's open vacancies on its profile, with a link to all of them in the search. */
export function OrganizationVacancies({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const query = useOrganizationVacancies(organizationId);
  let body;
  if (query.isPending) body = <Spinner label={t('vacancies.loading')} />;
  else if (query.isError) {
    body = (
      <LoadFailedAlert title={t('vacancies.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.vacancies.length === 0) body = <p className="mt-2">{t('vacancies.none')}</p>;
  else {
    body = (
      <>
        <ul className="mt-2 grid gap-3">
          {query.data.vacancies.map((vacancy) => (
            <li key={vacancy.id}>
              <Link to={`/vacancies/${vacancy.id}`} className={linkClasses}>
                {vacancy.title}
              </Link>
              {vacancy.city && <span className="text-sm text-muted-700 dark:text-muted-300"> · {vacancy.city}</span>}
              <p className="text-sm">{vacancy.summary}</p>
            </li>
          ))}
        </ul>
        {query.data.total > query.data.vacancies.length && (
          <p className="mt-3">
            <Link to={`/vacancies/search?organization=${encodeURIComponent(organizationId)}`} className={linkClasses}>
              {t('vacancies.all', { count: query.data.total })}
            </Link>
          </p>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="organization-vacancies" className="mt-8">
      <h2 id="organization-vacancies" className="font-heading text-xl font-semibold text-text">
        {t('vacancies.title')}
      </h2>
      {body}
    </section>
  );
}
