import { divIcon, type DivIcon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Marker, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import Supercluster, { type ClusterProperties } from 'supercluster';

/** One point on the map. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
}

/** The closest zoom the map offers; points still together there share one place. */
export const mapMaxZoom = 18;

/** How close (in screen pixels: with `extent` 256, as Leaflet's tiles) pins come before they join a cluster. */
const clusterRadius = 48;

// A CSS pin instead of Leaflet's image icon: it needs no image request, so it
// shows even when tiles or assets cannot load.
const pinIcon = divIcon({
  className: 'simple-map-marker',
  html: '<span class="block size-7 -rotate-45 rounded-[50%_50%_50%_0] border-2 border-white bg-primary-700 shadow-md"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  tooltipAnchor: [0, -28],
});

// One icon per count, made once: a new icon object would redraw the marker and lose its focus.
const clusterIcons = new Map<number, DivIcon>();
function clusterIcon(count: number): DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = count < 10 ? 36 : count < 100 ? 44 : 52;
    icon = divIcon({
      className: 'simple-map-cluster',
      // The count is drawn; the marker's title names it for assistive technology.
      html: `<span aria-hidden="true" class="flex size-full items-center justify-center rounded-full border-[3px] border-white bg-primary-800 text-sm font-bold text-white shadow-md">${count}</span>`,
      iconSize: [size, size],
      tooltipAnchor: [0, -size / 2],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}

/** Click, Enter and Space on a marker (Leaflet itself only clicks), with whether it was the keyboard. */
function activation(activate: (element: HTMLElement | null, byKeyboard: boolean) => void): LeafletEventHandlerFnMap {
  return {
    click: (event) => activate((event.target as LeafletMarker).getElement() ?? null, false),
    keydown: (event) => {
      const key = (event.originalEvent as KeyboardEvent).key;
      if (key !== 'Enter' && key !== ' ') return;
      event.originalEvent.preventDefault();
      activate((event.target as LeafletMarker).getElement() ?? null, true);
    },
  };
}

type PointProperties = { id: string };

/**
 * The markers, clustered with supercluster: pins close together at this zoom become one round
 * marker with their count. Every marker is a focusable button with a name; a cluster zooms in to
 * show what it holds (the keyboard's focus follows to the first of them), a pin or a cluster that
 * no zoom separates (one address) is chosen.
 */
export function ClusteredMarkers({
  markers,
  clusterLabel,
  onChoose,
}: {
  markers: MapMarker[];
  /** The name of a cluster: `expands` tells whether zooming in separates it. */
  clusterLabel: (count: number, expands: boolean) => string;
  /** A pin or an inseparable cluster was chosen; `element` is its marker, for focus to go back to. */
  onChoose: (ids: string[], element: HTMLElement | null) => void;
}) {
  const map = useMap();
  const index = useMemo(() => {
    const clusters = new Supercluster<PointProperties>({ radius: clusterRadius, extent: 256, maxZoom: mapMaxZoom });
    clusters.load(
      markers.map((marker) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [marker.longitude, marker.latitude] },
        properties: { id: marker.id },
      })),
    );
    return clusters;
  }, [markers]);
  const markersById = useMemo(() => new Map(markers.map((marker) => [marker.id, marker])), [markers]);
  const [zoom, setZoom] = useState(() => Math.round(map.getZoom()));
  useMapEvents({ zoomend: () => setZoom(Math.round(map.getZoom())) });

  // Every marker, also those off screen (at most a page of results): Tab reaches them all, Leaflet pans to each.
  const features = index.getClusters([-180, -85, 180, 85], zoom);
  const elements = useRef(new Map<string, LeafletMarker>());
  const focusAfterZoom = useRef<string | null>(null);

  useEffect(() => {
    const wanted = focusAfterZoom.current;
    if (wanted === null) return;
    focusAfterZoom.current = null;
    for (const feature of features) {
      const properties = feature.properties;
      const holds =
        'cluster' in properties && properties.cluster
          ? index.getLeaves(properties.cluster_id, Infinity).some((leaf) => leaf.properties.id === wanted)
          : (properties as PointProperties).id === wanted;
      if (holds) {
        elements.current.get(keyOf(feature.properties))?.getElement()?.focus();
        return;
      }
    }
  });

  return features.map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    const key = keyOf(properties);
    const remember = (marker: LeafletMarker | null) => {
      if (marker) elements.current.set(key, marker);
      else elements.current.delete(key);
    };
    if ('cluster' in properties && properties.cluster) {
      const clusterId = properties.cluster_id;
      const expansionZoom = index.getClusterExpansionZoom(clusterId);
      const expands = expansionZoom <= mapMaxZoom;
      const label = clusterLabel(properties.point_count, expands);
      const handleActivate = (element: HTMLElement | null, byKeyboard: boolean) => {
        const ids = index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.id);
        if (!expands) {
          onChoose(ids, element);
          return;
        }
        if (byKeyboard) focusAfterZoom.current = ids[0] ?? null;
        map.setView([latitude, longitude], expansionZoom);
      };
      return (
        <Marker
          key={`${key}-${label}`}
          ref={remember}
          position={[latitude, longitude]}
          icon={clusterIcon(properties.point_count)}
          title={label}
          eventHandlers={activation(handleActivate)}
        >
          <Tooltip>{label}</Tooltip>
        </Marker>
      );
    }
    const marker = markersById.get((properties as PointProperties).id);
    if (!marker) return null;
    return (
      <Marker
        key={`${key}-${marker.label}`}
        ref={remember}
        position={[latitude, longitude]}
        icon={pinIcon}
        title={marker.label}
        alt={marker.label}
        eventHandlers={activation((element) => onChoose([marker.id], element))}
      >
        <Tooltip>{marker.label}</Tooltip>
      </Marker>
    );
  });
}

function keyOf(properties: PointProperties | ClusterProperties): string {
  return 'cluster' in properties && properties.cluster
    ? `cluster-${properties.cluster_id}`
    : `pin-${(properties as PointProperties).id}`;
}
