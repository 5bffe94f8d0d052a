import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { useCenterPicture } from '../api/get-center-picture.ts';
import { useHomeVacancyOverview, type HomeVacancyOverview } from '../api/get-home-vacancy-overview.ts';
import { useClosingSoonVacancies, type ClosingVacancy } from '../api/list-closing-soon-vacancies.ts';
import { CategoryLinks } from './category-links.tsx';
import { ClosingSoonVacancies } from './closing-soon-vacancies.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeVacanciesSkeleton, VacancyCountsSkeleton } from './home-skeletons.tsx';
import { NewestVacancies } from './newest-vacancies.tsx';
import { OrganizationsCall } from './organizations-call.tsx';
import { VacancyCounts } from './vacancy-counts.tsx';

/** What the tenant home shows. */
export interface TenantHomeProps {
  appName: string;
  centerName: string;
  logoUrl: string | null;
}

/** The counts line under the welcome: a skeleton while loading, nothing on failure or without vacancies. */
function HeroCounts({ overview }: { overview: UseQueryResult<HomeVacancyOverview> }) {
  if (overview.isPending) return <VacancyCountsSkeleton />;
  if (!overview.isSuccess || overview.data.total === 0) return null;
  return <VacancyCounts overview={overview.data} />;
}

/** The vacancies part of the page in each state: loading, failed, none yet, or the newest, closing and categories. */
function VacancySections({
  overview,
  closingSoon,
}: {
  overview: UseQueryResult<HomeVacancyOverview>;
  closingSoon: UseQueryResult<ClosingVacancy[]>;
}) {
  const { t } = useTranslation('common');
  if (overview.isPending) return <HomeVacanciesSkeleton />;
  if (overview.isError) {
    return (
      <LoadFailedAlert title={t('home.loadFailed')} error={overview.error} onRetry={() => void overview.refetch()} />
    );
  }
  if (overview.data.total === 0) {
    return <EmptyState headingLevel={2} title={t('home.empty.title')} description={t('home.empty.text')} />;
  }
  return (
    <>
      <NewestVacancies vacancies={overview.data.newest} />
      {/* A supplement: while it loads or if it fails, the page does without it. */}
      {closingSoon.isSuccess && <ClosingSoonVacancies vacancies={closingSoon.data} />}
      <CategoryLinks categories={overview.data.categories} />
    </>
  );
}

/**
 * The tenant's home page, built to recruit: the centre, its picture and a search
 * up top, how much is going on, the newest vacancies, those closing soon, the
 * categories, and the way in for organisations. The requests start at once.
 */
export function TenantHome({ appName, centerName, logoUrl }: TenantHomeProps) {
  const overview = useHomeVacancyOverview();
  const closingSoon = useClosingSoonVacancies();
  // A picture that cannot be loaded leaves its frame in the centre's colour: the page does without.
  const picture = useCenterPicture();
  return (
    <div className="-mt-8">
      <HomeHero
        appName={appName}
        centerName={centerName}
        logoUrl={logoUrl}
        counts={<HeroCounts overview={overview} />}
        picture={picture.data}
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <VacancySections overview={overview} closingSoon={closingSoon} />
        <OrganizationsCall centerName={centerName} />
      </div>
    </div>
  );
}
