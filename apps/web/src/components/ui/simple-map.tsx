import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds, type LatLngTuple } from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, Tooltip, ZoomControl } from 'react-leaflet';

/** One point on the map. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
}

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
  onMarkerClick?: (id: string) => void;
}

const netherlands: LatLngTuple = [52.2, 5.3];
export const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const defaultAttribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

// A CSS pin instead of Leaflet's image icon: it needs no image request, so it
// shows even when tiles or assets cannot load.
const markerIcon = divIcon({
  className: 'simple-map-marker',
  html: '<span class="block size-7 -rotate-45 rounded-[50%_50%_50%_0] border-2 border-white bg-primary-700 shadow-md"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  tooltipAnchor: [0, -28],
});

/**
 * A map with labelled markers (react-leaflet). Markers are keyboard-focusable
 * buttons named by their label. Import it through LazySimpleMap so Leaflet
 * only loads on pages that show a map.
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
}: SimpleMapProps) {
  const { t } = useTranslation('ui');
  const bounds = useMemo(
    () =>
      center || markers.length < 2
        ? undefined
        : latLngBounds(markers.map((marker) => [marker.latitude, marker.longitude])),
    [center, markers],
  );
  const first = markers[0];
  const start: LatLngTuple = center ?? (first ? [first.latitude, first.longitude] : netherlands);
  return (
    <section
      aria-label={label ?? t('map.label')}
      className={`relative isolate overflow-hidden rounded-ui-lg border border-muted-300 ${className}`}
    >
      <MapContainer
        center={bounds ? undefined : start}
        zoom={bounds ? undefined : first || center ? zoom : 7}
        bounds={bounds}
        boundsOptions={{ padding: [32, 32] }}
        zoomControl={false}
        scrollWheelZoom={false}
        className="size-full bg-muted-200"
      >
        <ZoomControl zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        {tileUrl && <TileLayer url={tileUrl} attribution={attribution} />}
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.latitude, marker.longitude]}
            icon={markerIcon}
            title={marker.label}
            alt={marker.label}
            eventHandlers={onMarkerClick ? { click: () => onMarkerClick(marker.id) } : undefined}
          >
            <Tooltip>{marker.label}</Tooltip>
          </Marker>
        ))}
      </MapContainer>
    </section>
  );
}
