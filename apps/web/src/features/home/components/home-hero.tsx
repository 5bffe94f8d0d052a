import type { Picture as PictureData } from '@volunteerly/contracts/resources/pictures';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Picture } from '../../../components/ui/picture.tsx';
import { HomeSearchForm } from './home-search-form.tsx';

// Beside the text from lg; under the search on a phone (below the fold there, so it loads lazily).
const pictureFrame = 'mt-8 aspect-[2/1] w-full rounded-ui-lg shadow-sm lg:mt-0 lg:aspect-[4/3]';

/** The centre's picture, described by its alt text; while it loads, its frame in the centre's colour. */
function HeroPicture({ picture }: { picture: PictureData | null | undefined }) {
  if (!picture)
    return <span aria-hidden="true" className={`block bg-primary-100 dark:bg-primary-900 ${pictureFrame}`} />;
  return <Picture picture={picture} className={pictureFrame} sizes="(min-width: 1024px) 22rem, 100vw" />;
}

/**
 * The top of the home page on a band of the centre's colour: its logo and name
 * (the page's h1), the welcome, how many vacancies there are, the search, and
 * the centre's picture.
 */
export function HomeHero({
  appName,
  centerName,
  logoUrl,
  counts,
  picture,
}: {
  appName: string;
  centerName: string;
  logoUrl: string | null;
  /** The counts line, its skeleton, or nothing. */
  counts: ReactNode;
  /** The centre's picture (decision 020); undefined while it loads. */
  picture: PictureData | null | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-primary-50 dark:bg-primary-950">
      {/* Two soft circles in the other colours of the centre, for warmth; clipped by the band. */}
      <span
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-secondary-100 opacity-70 sm:size-96 dark:bg-secondary-900 dark:opacity-40"
      />
      <span
        aria-hidden="true"
        className="absolute -bottom-16 -left-16 size-48 rounded-full bg-tertiary-100 opacity-60 dark:bg-tertiary-900 dark:opacity-30"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:gap-10 lg:px-8">
        <div className="min-w-0">
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
            {logoUrl && (
              <img
                src={logoUrl}
                alt={t('home.logoAlt', { centerName })}
                className="h-16 w-auto rounded-md bg-white p-2 shadow-sm sm:h-20"
              />
            )}
            <div className="w-full min-w-0">
              <h1
                id="home-title"
                className="font-heading text-[clamp(1.5rem,7.5vw,1.875rem)] leading-tight font-bold break-words hyphens-auto text-primary-900 sm:text-5xl dark:text-primary-100"
              >
                {centerName}
              </h1>
              <p className="mt-2 text-lg text-text sm:text-xl">{t('home.welcome', { appName })}</p>
            </div>
          </div>
          <div className="mt-6 empty:hidden">{counts}</div>
          <div className="mt-6 max-w-4xl">
            <HomeSearchForm />
          </div>
        </div>
        <HeroPicture picture={picture} />
      </div>
    </section>
  );
}
