import { useEffect, useRef } from 'react';
import { TileLayer } from 'react-leaflet';

/** How long the map waits for a first tile before it says the map cannot be loaded (a blocked server may never answer). */
const firstTileTimeoutMs = 10_000;

/**
 * The tile layer, telling whether its tiles fail: `onFailedChange(true)` when tiles give errors (offline,
 * blocked) or none has come in time, before any tile has loaded; `false` once one loads.
 */
export function WatchedTileLayer({
  url,
  attribution,
  onFailedChange,
}: {
  url: string;
  attribution: string;
  onFailedChange: (failed: boolean) => void;
}) {
  const hasLoaded = useRef(false);
  const report = useRef(onFailedChange);
  useEffect(() => {
    report.current = onFailedChange;
  });
  useEffect(() => {
    hasLoaded.current = false;
    const timer = setTimeout(() => {
      if (!hasLoaded.current) report.current(true);
    }, firstTileTimeoutMs);
    return () => clearTimeout(timer);
  }, [url]);
  return (
    <TileLayer
      url={url}
      attribution={attribution}
      eventHandlers={{
        tileload: () => {
          hasLoaded.current = true;
          report.current(false);
        },
        tileerror: () => {
          if (!hasLoaded.current) report.current(true);
        },
      }}
    />
  );
}
