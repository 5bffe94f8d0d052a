import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Picture } from '../../../components/ui/picture.tsx';
import type { VacancySummary } from '../../../lib/vacancies/vacancy-types.ts';
import { Link } from 'react-router';
import { placeOf } from './vacancy-labels.ts';

/** 'Bekijk', named with the title for assistive technology, so each link says where it goes. */
function ViewLink({ vacancy }: { vacancy: VacancySummary }) {
  const { t } = useTranslation('vacancy-search');
  return (
    <Link
      to={`/vacancies/${vacancy.id}`}
      aria-label={t('results.viewVacancyTitled', { title: vacancy.title })}
      className={buttonClasses({ size: 'md', color: 'primary' })}
    >
      {t('results.viewVacancy')}
    </Link>
  );
}

/**
 * The card a chosen pin opens on the results map: the vacancy's picture, title, organisation and
 * place with 'Bekijk'; for several vacancies at one address, each of them in a short list.
 */
export function VacancyMapPreview({ vacancies }: { vacancies: VacancySummary[] }) {
  const { t } = useTranslation('vacancy-search');
  const [only] = vacancies;
  if (vacancies.length === 1 && only) {
    return (
      <article className="flex flex-col gap-3">
        <Picture picture={only.picture} className="-ms-4 -mt-4 -me-12 aspect-[5/2]" sizes="22rem" decorative />
        <div>
          <h3 className="font-heading text-lg font-semibold text-text">{only.title}</h3>
          <p className="text-sm text-muted-700 dark:text-muted-300">
            {only.organizationName} · {placeOf(only, t)}
          </p>
        </div>
        <div>
          <ViewLink vacancy={only} />
        </div>
      </article>
    );
  }
  return (
    <div>
      <h3 className="mb-3 font-heading text-lg font-semibold text-text">
        {t('results.clusterPlace', { count: vacancies.length })}
      </h3>
      <ul className="flex flex-col gap-3">
        {vacancies.map((vacancy) => (
          <li key={vacancy.id} className="flex items-start gap-3">
            <Picture picture={vacancy.picture} className="size-14 rounded-ui" sizes="3.5rem" decorative />
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <p className="font-semibold text-text">{vacancy.title}</p>
              <p className="text-sm text-muted-700 dark:text-muted-300">{vacancy.organizationName}</p>
              <ViewLink vacancy={vacancy} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
