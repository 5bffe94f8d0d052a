import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

// Cards without a picture take turns in the centre's three colours.
const placeholderTones = [
  'from-primary-100 to-primary-200 text-primary-700 dark:from-primary-950 dark:to-primary-900 dark:text-primary-200',
  'from-secondary-100 to-secondary-200 text-secondary-700 dark:from-secondary-950 dark:to-secondary-900 dark:text-secondary-200',
  'from-tertiary-100 to-tertiary-200 text-tertiary-700 dark:from-tertiary-950 dark:to-tertiary-900 dark:text-tertiary-200',
] as const;

// A thumbnail beside the text on a phone, a wide picture above it from sm up.
const pictureFrame = 'size-20 shrink-0 rounded-ui sm:aspect-[2/1] sm:size-auto sm:w-full sm:rounded-none';

/** The vacancy's picture, or a block in the centre's colours with a heart; decorative (the title says it all). */
function VacancyPicture({ imageUrl, tone }: { imageUrl: string | null; tone: number }) {
  if (imageUrl) return <img src={imageUrl} alt="" loading="lazy" className={`${pictureFrame} object-cover`} />;
  const colours = placeholderTones[tone % placeholderTones.length];
  return (
    <div aria-hidden="true" className={`${pictureFrame} flex items-center justify-center bg-linear-to-br ${colours}`}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} className="size-8 sm:size-12">
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M21 8.25c0-2.485-2.099-4.5-4.688-4.5-1.935 0-3.597 1.126-4.312 2.733-.715-1.607-2.377-2.733-4.313-2.733C5.1 3.75 3 5.765 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z"
        />
      </svg>
    </div>
  );
}

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
 * whole card), organisation and place. `tone` picks the placeholder's colour.
 */
export function HomeVacancyCard({ vacancy, tone }: { vacancy: VacancySearchResult; tone: number }) {
  const { t } = useTranslation('common');
  const place = placeOf(vacancy, t);
  return (
    <article className="relative flex h-full gap-4 overflow-hidden rounded-ui-lg border border-muted-200 bg-white p-3 shadow-xs transition-shadow hover:border-primary-500 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-700 sm:flex-col sm:gap-0 sm:p-0 dark:border-muted-700 dark:bg-muted-900 dark:has-[a:focus-visible]:outline-primary-300">
      <VacancyPicture imageUrl={vacancy.imageUrl} tone={tone} />
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
