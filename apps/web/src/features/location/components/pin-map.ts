/**
 * The Leaflet map of 'Pin Exact Location', outside React: a draggable pin that also moves with the
 * arrow keys. Leaflet (~40 KB gzip with its CSS) is only ever loaded through this module, which the
 * map dialog imports when it opens — never on first load.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng, MapTiles } from '../map-view';

/** How far one arrow key press moves the pin, in screen pixels (Shift: five times as far). */
const KEY_STEP_PX = 12;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A pin drawn in the merchant's colour (CSS), so no marker images need to be served. */
const PIN_ICON = L.divIcon({
  className: 'pin-map__pin',
  html: '<svg viewBox="0 0 36 48" width="36" height="48" aria-hidden="true" focusable="false"><path d="M18 1C8.6 1 1 8.4 1 17.6 1 30 18 47 18 47s17-17 17-29.4C35 8.4 27.4 1 18 1z"/><circle cx="18" cy="17.5" r="6.5"/></svg>',
  iconSize: [36, 48],
  iconAnchor: [18, 47],
});

/** Tiles that draw only their borders: with no tile server the map still visibly pans and zooms. */
const BlankGrid = L.GridLayer.extend({
  createTile: () => Object.assign(document.createElement('div'), { className: 'pin-map__grid' }),
}) as new (
  options?: L.GridLayerOptions,
) => L.GridLayer;

export type PinMapOptions = {
  center: LatLng;
  zoom: number;
  /** No tiles (the default, offline): a plain grid that still shows the map moving. */
  tiles: MapTiles | null;
  /** The pin's accessible description: how to move it. */
  pinDescriptionId: string;
  onMove: (position: LatLng) => void;
};

export type PinMap = { destroy: () => void; invalidateSize: () => void };

export function createPinMap(container: HTMLElement, options: PinMapOptions): PinMap {
  const map = L.map(container, {
    center: options.center,
    zoom: options.zoom,
    minZoom: 4,
    keyboard: true,
    attributionControl: options.tiles !== null,
  });
  if (options.tiles) {
    L.tileLayer(options.tiles.url, { attribution: escapeHtml(options.tiles.attribution), maxZoom: 19 }).addTo(map);
  } else {
    new BlankGrid({ tileSize: 128 }).addTo(map);
  }

  const marker = L.marker(options.center, {
    draggable: true,
    keyboard: true,
    autoPan: true,
    title: 'Delivery location pin',
    icon: PIN_ICON,
  }).addTo(map);
  const moved = () => {
    const { lat, lng } = marker.getLatLng();
    options.onMove({ lat, lng });
  };
  marker.on('dragend', moved);

  // Keyboard users move the pin with the arrow keys while it has focus.
  const pin = marker.getElement();
  pin?.setAttribute('aria-describedby', options.pinDescriptionId);
  pin?.addEventListener('keydown', (event) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    event.stopPropagation(); // the map itself pans on arrow keys
    const step = KEY_STEP_PX * (event.shiftKey ? 5 : 1);
    const point = map.latLngToContainerPoint(marker.getLatLng()).add([direction[0] * step, direction[1] * step]);
    const next = map.containerPointToLatLng(point);
    marker.setLatLng(next);
    if (!map.getBounds().pad(-0.15).contains(next)) map.panTo(next);
    moved();
  });
  // A click on the map moves the pin there, as on most delivery apps.
  map.on('click', (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    moved();
  });

  return {
    destroy: () => map.remove(),
    invalidateSize: () => map.invalidateSize(),
  };
}
