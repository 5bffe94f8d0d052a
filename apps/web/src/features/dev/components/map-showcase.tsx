import { useTranslation } from 'react-i18next';
import { LazySimpleMap } from '../../../components/ui/lazy-simple-map.tsx';
import { useAppConfig } from '../../../lib/tenant/app-config.ts';

const cities = [
  { id: 'amsterdam', latitude: 52.3676, longitude: 4.9041 },
  { id: 'utrecht', latitude: 52.0907, longitude: 5.1214 },
  { id: 'rotterdam', latitude: 51.9244, longitude: 4.4777 },
  { id: 'denHaag', latitude: 52.0705, longitude: 4.3007 },
  { id: 'groningen', latitude: 53.2194, longitude: 6.5665 },
  { id: 'eindhoven', latitude: 51.4416, longitude: 5.4697 },
] as const;

/** A SimpleMap with markers on six Dutch cities, using the configured tile server. */
export function MapShowcase() {
  const { t } = useTranslation('ui');
  const { data: config } = useAppConfig();
  const markers = cities.map((city) => ({ ...city, label: t(`dev.components.map.cities.${city.id}`) }));
  return (
    <LazySimpleMap
      markers={markers}
      tileUrl={config?.mapTileUrl}
      attribution={config?.mapAttribution}
      label={t('dev.components.map.label')}
      className="h-96"
    />
  );
}
