/**
 * The map tiles the server offers for 'Pin Exact Location' (its MAP_TILE_URL, in the page's
 * bootstrap JSON). None by default: the map then has no tiles, which works offline.
 */
import type { MapTiles } from '@/features/location/map-view';
import { readBootstrap } from './bootstrap';

let tiles: MapTiles | null | undefined;

export function getMapTiles(): MapTiles | null {
  if (tiles === undefined) {
    const map = typeof document === 'undefined' ? undefined : readBootstrap(document)?.map;
    tiles =
      map && typeof map.tile_url === 'string' && map.tile_url && typeof map.attribution === 'string'
        ? { url: map.tile_url, attribution: map.attribution }
        : null;
  }
  return tiles;
}
