import { useTranslation } from 'react-i18next';
import { LazySimpleMap } from '../../../components/ui/lazy-simple-map.tsx';
import { useAppConfig } from '../../../lib/tenant/app-config.ts';
import type { VacancySummary } from '../../../lib/vacancies/vacancy-types.ts';
import { VacancyMapPreview } from './vacancy-map-preview.tsx';

/**
 * The results on a map as tall as the screen allows: pins clustered with their count; a pin opens a
 * card with the vacancy and 'Bekijk'. Remote and at-home vacancies have no place on it. The figures
 * are of all results (`onMap`, from the search), so they add up to the total the page states
 * (decision 050); when the loaded page holds fewer pins than that, the line says so.
 */
export function VacancyResultsMap({
  vacancies,
  origin,
  onMap,
}: {
  vacancies: VacancySummary[];
  origin: { latitude: number; longitude: number } | null;
  onMap: { true: number; false: number };
}) {
  const { t } = useTranslation('vacancy-search');
  const { data: config } = useAppConfig();
  const placed = vacancies.filter((vacancy) => vacancy.latitude != null && vacancy.longitude != null);
  return (
    <>
      <p className="mb-3 text-sm text-muted-700 dark:text-muted-300">
        {t('results.onMap', { count: onMap.true })}
        {onMap.false > 0 && ` ${t('results.notOnMap', { count: onMap.false })}`}
        {placed.length < onMap.true && ` ${t('results.mapShowsSome', { count: placed.length })}`}
      </p>
      <LazySimpleMap
        markers={placed.map((vacancy) => ({
          id: vacancy.id,
          latitude: vacancy.latitude!,
          longitude: vacancy.longitude!,
          label: `${vacancy.title} (${vacancy.organizationName})`,
        }))}
        center={origin && placed.length === 0 ? [origin.latitude, origin.longitude] : undefined}
        tileUrl={config?.mapTileUrl}
        attribution={config?.mapAttribution}
        label={t('results.mapLabel')}
        className="h-[70vh] min-h-[22rem] md:h-[calc(100vh-8rem)] md:max-h-[56rem]"
        clusterLabel={(count, expands) =>
          expands ? t('results.clusterZoom', { count }) : t('results.clusterPlace', { count })
        }
        renderPreview={(ids) => <VacancyMapPreview vacancies={placed.filter((vacancy) => ids.includes(vacancy.id))} />}
      />
    </>
  );
}
