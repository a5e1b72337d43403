/** Spec §9: the map starts on the customer's location at zoom 15, or on Manila at zoom 5 when there is none. */
import { DEFAULT_POSITION } from '@storefront/domain/geo';

export type LatLng = { lat: number; lng: number };
export type MapTiles = { url: string; attribution: string };

export const MAP_DEFAULT_CENTER: LatLng = DEFAULT_POSITION; // lat 14.5813, long 120.9762
export const MAP_ZOOM_LOCATED = 15;
export const MAP_ZOOM_UNLOCATED = 5;

export function initialMapView(location: LatLng | null): { center: LatLng; zoom: number } {
  return location
    ? { center: { lat: location.lat, lng: location.lng }, zoom: MAP_ZOOM_LOCATED }
    : { center: MAP_DEFAULT_CENTER, zoom: MAP_ZOOM_UNLOCATED };
}

/** '14.58130, 120.97620': what the pin's position reads as, for the read-out under the map. */
export const formatLatLng = ({ lat, lng }: LatLng) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
