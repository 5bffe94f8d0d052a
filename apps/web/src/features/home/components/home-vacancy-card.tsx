import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture.tsx';
import type { VacancySearchResult } from '../../../lib/vacancies/vacancy-types.ts';

/** Where the work is, in a word or two: the city, 'remote' or 'at home'; null when the address has no city. */
export function placeOf(vacancy: VacancySearchResult, t: TFunction<'common'>): string | null {
  switch (vacancy.locationKind) {
    case 'remote':
      return t('home.place.remote');
    case 'at_home':
      return t('home.place.atHome');
    case 'address':
      return vacancy.city;
  }
}

// A thumbnail beside the text on a phone, a wide picture above it from sm up (a third of the row from lg).
const pictureFrame = 'size-20 rounded-ui sm:aspect-[2/1] sm:size-auto sm:w-full sm:rounded-none';
const pictureSizes = '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 5rem';

/** A card's title: the link to the vacancy, stretched over the whole card (its `relative` box). */
export function VacancyTitleLink({ vacancy }: { vacancy: { id: string; title: string } }) {
  return (
    <Link
      to={`/vacancies/${vacancy.id}`}
      className="text-primary-800 after:absolute after:inset-0 hover:underline focus-visible:outline-none dark:text-primary-200"
    >
      {vacancy.title}
    </Link>
  );
}

/**
 * A new vacancy on the home page: picture, title (the link, stretched over the
 * whole card), organisation and place. The picture is decorative: the title beside
 * it names the vacancy. `tone` picks the colour behind a built-in picture.
 */
export function HomeVacancyCard({ vacancy, tone }: { vacancy: VacancySearchResult; tone: number }) {
  const { t } = useTranslation('common');
  const place = placeOf(vacancy, t);
  return (
    <article className="relative flex h-full gap-4 overflow-hidden rounded-ui-lg border border-muted-200 bg-white p-3 shadow-xs transition-shadow hover:border-primary-500 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-700 sm:flex-col sm:gap-0 sm:p-0 dark:border-muted-700 dark:bg-muted-900 dark:has-[a:focus-visible]:outline-primary-300">
      <Picture picture={vacancy.picture} className={pictureFrame} sizes={pictureSizes} tone={tone} decorative />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:p-4">
        <h3 className="font-heading text-base/snug font-semibold break-words sm:text-lg/snug">
          <VacancyTitleLink vacancy={vacancy} />
        </h3>
        <p className="text-sm break-words text-muted-700 dark:text-muted-300">{vacancy.organizationName}</p>
        {place && <p className="text-sm text-muted-700 dark:text-muted-300">{place}</p>}
      </div>
    </article>
  );
}
