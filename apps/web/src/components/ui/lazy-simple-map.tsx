import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimpleMapProps } from './simple-map.tsx';
import { Spinner } from './spinner.tsx';

// Leaflet and its CSS are only in the chunk of simple-map.tsx, fetched when a map first shows.
const SimpleMap = lazy(() => import('./simple-map.tsx').then((module) => ({ default: module.SimpleMap })));

/** How far below the screen a map starts loading, so it is there when scrolled to. */
const loadAheadMargin = '300px';

/**
 * Whether the element is on (or near) the screen; true at once where that cannot be observed.
 * Never on the server, nor while the app takes the server's HTML over (effects run after).
 */
function useIsNearScreen(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: loadAheadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear];
}

/**
 * SimpleMap loaded when it comes near the screen (Leaflet is the largest part of a page's code, and
 * needs a browser), with a placeholder of the same size until it is there.
 */
export function LazySimpleMap(props: SimpleMapProps) {
  const { t } = useTranslation('ui');
  const { className = 'h-80' } = props;
  const [placeholderRef, isNearScreen] = useIsNearScreen();
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
