import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture.tsx';
import type { VacancySummary } from '../../../lib/vacancies/vacancy-types.ts';
import { TagList } from './tag-list.tsx';
import { commitmentOf, formatDistance, placeOf } from './vacancy-labels.ts';

// Half the results column from lg (two columns beside the filters), the column beside the filters from md.
const pictureSizes = '(min-width: 1024px) 25rem, (min-width: 768px) calc(100vw - 20rem), 100vw';

/**
 * A vacancy in a list: its picture (decorative: the title names the vacancy), the title linking to
 * the vacancy; organisation, place, distance, time, summary and tags.
 */
export function VacancyCard({ vacancy, headingLevel = 2 }: { vacancy: VacancySummary; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('vacancy-search');
  const Heading = `h${headingLevel}` as const;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const tags = [...(vacancy.categories ?? []), ...(vacancy.skills ?? [])];
  return (
    <article className="flex h-full flex-col gap-3 overflow-hidden rounded-ui-lg border border-muted-300 bg-background p-5 shadow-xs dark:border-muted-700">
      <Picture picture={vacancy.picture} className="-mx-5 -mt-5 mb-1 aspect-[3/1]" sizes={pictureSizes} decorative />
      <div>
        <Heading className="font-heading text-lg font-semibold text-text">
          <Link
            to={`/vacancies/${vacancy.id}`}
            className="text-primary-800 underline-offset-2 hover:underline focus-visible:underline dark:text-primary-200"
          >
            {vacancy.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted-700 dark:text-muted-300">{vacancy.organizationName}</p>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-700 dark:text-muted-300">
        <li>{placeOf(vacancy, t)}</li>
        {'distanceKm' in vacancy && vacancy.distanceKm != null && (
          <li>{t('card.distance', { distance: formatDistance(vacancy.distanceKm, language) })}</li>
        )}
        <li>{commitmentOf(vacancy, t, language)}</li>
        {'isFull' in vacancy && vacancy.isFull && (
          <li className="font-semibold text-warning-900 dark:text-warning-100">{t('card.full')}</li>
        )}
      </ul>
      <p className="text-text">{vacancy.summary}</p>
      <div className="mt-auto">
        <TagList tags={tags} label={t('card.tags', { title: vacancy.title })} />
      </div>
    </article>
  );
}
