import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimpleMapProps } from './simple-map.tsx';
import { Spinner } from './spinner.tsx';

// Leaflet and its CSS are only in the chunk of simple-map.tsx, fetched when a map first renders.
const SimpleMap = lazy(() => import('./simple-map.tsx').then((module) => ({ default: module.SimpleMap })));

/** SimpleMap loaded on demand, with a spinner of the same size while Leaflet downloads. */
export function LazySimpleMap(props: SimpleMapProps) {
  const { t } = useTranslation('ui');
  const { className = 'h-80' } = props;
  return (
    <Suspense
      fallback={
        <div
          className={`flex items-center justify-center rounded-ui-lg border border-muted-300 bg-muted-100 dark:border-muted-700 dark:bg-muted-900 ${className}`}
        >
          <Spinner showLabel label={t('map.loading')} />
        </div>
      }
    >
      <SimpleMap {...props} />
    </Suspense>
  );
}
