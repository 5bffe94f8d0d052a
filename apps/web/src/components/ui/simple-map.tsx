import 'leaflet/dist/leaflet.css';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, useMapEvents, ZoomControl } from 'react-leaflet';
import { Icon } from './icon.tsx';
import { ClusteredMarkers, mapMaxZoom, type MapMarker } from './simple-map-markers.tsx';
import { MapPreview } from './simple-map-preview.tsx';
import { WatchedTileLayer } from './simple-map-tiles.tsx';

export type { MapMarker } from './simple-map-markers.tsx';

/** Props of SimpleMap; without center it fits the markers (or shows the Netherlands). */
export interface SimpleMapProps {
  markers: MapMarker[];
  center?: LatLngTuple;
  zoom?: number;
  /** Tile URL template (`{z}/{x}/{y}`); empty shows the markers on a plain background. */
  tileUrl?: string;
  /** Attribution HTML the tile provider requires (from configuration, so trusted). */
  attribution?: string;
  /** The map's accessible name; defaults to 'Map'. */
  label?: string;
  className?: string;
  /** A pin was chosen (without renderPreview): e.g. go to its page. */
  onMarkerClick?: (id: string) => void;
  /** What a chosen pin, or a cluster of pins at one address, shows in a card over the map. */
  renderPreview?: (ids: string[]) => ReactNode;
  /** The name of a cluster of `count` pins; `expands` tells whether zooming in separates them. */
  clusterLabel?: (count: number, expands: boolean) => string;
}

const netherlands: LatLngTuple = [52.2, 5.3];
export const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const defaultAttribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** A click on the map itself (not on a pin). */
function MapClicks({ onClick }: { onClick: () => void }) {
  useMapEvents({ click: onClick });
  return null;
}

/**
 * A map with labelled markers (react-leaflet), clustered where they crowd. Markers are
 * keyboard-focusable buttons named by their label. A chosen pin goes to onMarkerClick, or shows
 * renderPreview's card. When the tiles cannot load (offline, blocked), the pins stay on a plain
 * background with a note. Import it through LazySimpleMap so Leaflet only loads on pages that show a map.
 */
export function SimpleMap({
  markers,
  center,
  zoom = 12,
  tileUrl = defaultTileUrl,
  attribution = defaultAttribution,
  label,
  className = 'h-80',
  onMarkerClick,
  renderPreview,
  clusterLabel,
}: SimpleMapProps) {
  const { t } = useTranslation('ui');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [chosen, setChosen] = useState<{ ids: string[]; element: HTMLElement | null } | null>(null);
  const bounds = useMemo(
    () =>
      center || markers.length < 2
        ? undefined
        : latLngBounds(markers.map((marker) => [marker.latitude, marker.longitude])),
    [center, markers],
  );
  const first = markers[0];
  const start: LatLngTuple = center ?? (first ? [first.latitude, first.longitude] : netherlands);

  const handleChoose = (ids: string[], element: HTMLElement | null) => {
    if (!renderPreview && ids.length === 1) {
      if (ids[0] !== undefined) onMarkerClick?.(ids[0]);
      return;
    }
    setChosen({ ids, element });
  };
  const handleClose = () => {
    const element = chosen?.element;
    setChosen(null);
    if (element?.isConnected) element.focus();
  };
  const labels = new Map(markers.map((marker) => [marker.id, marker.label]));

  return (
    <section
      aria-label={label ?? t('map.label')}
      className={`relative isolate overflow-hidden rounded-ui-lg border border-muted-300 ${className}`}
    >
      <MapContainer
        center={bounds ? undefined : start}
        zoom={bounds ? undefined : first || center ? zoom : 7}
        bounds={bounds}
        boundsOptions={{ padding: [32, 32], maxZoom: 15 }}
        maxZoom={mapMaxZoom}
        zoomControl={false}
        scrollWheelZoom={false}
        // Without tiles the map is a plain, light ground under the pins, not a grey box ('!': Leaflet's CSS is not layered).
        className={`size-full ${tilesFailed ? 'bg-muted-50! dark:bg-muted-800! [&_.leaflet-tile-pane]:hidden' : 'bg-muted-200!'}`}
      >
        <ZoomControl zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        {tileUrl && <WatchedTileLayer url={tileUrl} attribution={attribution} onFailedChange={setTilesFailed} />}
        <ClusteredMarkers
          markers={markers}
          clusterLabel={
            clusterLabel ??
            ((count, expands) => (expands ? t('map.clusterZoom', { count }) : t('map.clusterPlace', { count })))
          }
          onChoose={handleChoose}
        />
        <MapClicks onClick={() => setChosen(null)} />
      </MapContainer>
      <div role="status" className="pointer-events-none absolute start-14 end-2 top-2 z-[1000] flex justify-end">
        {tilesFailed && (
          <p className="pointer-events-auto flex max-w-md items-start gap-2 rounded-ui border border-muted-300 bg-background px-3 py-2 text-sm text-text shadow-sm dark:border-muted-700">
            <Icon name="information-circle" className="size-5 shrink-0" />
            <span>{t('map.tilesFailed')}</span>
          </p>
        )}
      </div>
      {chosen && (
        <MapPreview key={chosen.ids.join(',')} onClose={handleClose}>
          {renderPreview ? (
            renderPreview(chosen.ids)
          ) : (
            <ul className="flex flex-col gap-2">
              {chosen.ids.map((id) => (
                <li key={id}>
                  {onMarkerClick ? (
                    <button
                      type="button"
                      className="text-start text-primary-800 underline dark:text-primary-200"
                      onClick={() => onMarkerClick(id)}
                    >
                      {labels.get(id)}
                    </button>
                  ) : (
                    labels.get(id)
                  )}
                </li>
              ))}
            </ul>
          )}
        </MapPreview>
      )}
    </section>
  );
}
