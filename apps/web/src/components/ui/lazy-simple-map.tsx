import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimpleMapProps } from './simple-map.tsx';
import { Spinner } from './spinner.tsx';
import { useIsNearScreen } from '../../lib/document/use-is-near-screen.ts';

// Leaflet and its CSS are only in the chunk of simple-map.tsx, fetched when a map first shows.
const SimpleMap = lazy(() => import('./simple-map.tsx').then((module) => ({ default: module.SimpleMap })));

/** How far below the screen a map starts loading, so it is there when scrolled to. */
const loadAheadMargin = '300px';

/**
 * SimpleMap loaded when it comes near the screen (Leaflet is the largest part of a page's code, and
 * needs a browser), with a placeholder of the same size until it is there.
 */
export function LazySimpleMap(props: SimpleMapProps) {
  const { t } = useTranslation('ui');
  const { className = 'h-80' } = props;
  const [placeholderRef, isNearScreen] = useIsNearScreen(loadAheadMargin);
  const box = `flex items-center justify-center rounded-ui-lg border border-muted-300 bg-muted-100 dark:border-muted-700 dark:bg-muted-900 ${className}`;
  // Off screen nothing is loading yet: an empty box of the map's size keeps the page from moving.
  if (!isNearScreen) return <div ref={placeholderRef} aria-hidden="true" className={box} />;
  return (
    <Suspense
      fallback={
        <div className={box}>
          <Spinner showLabel label={t('map.loading')} />
        </div>
      }
    >
      <SimpleMap {...props} />
    </Suspense>
  );
}
