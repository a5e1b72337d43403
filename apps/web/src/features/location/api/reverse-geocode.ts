import { api } from '@/lib/api-client';

type Position = { lat: number; lng: number };

/** GET /api/store/v1/public/customer/estore/address/reverse: the place at a position, null outside the Philippines. */
export function reverseGeocode(position: Position, signal?: AbortSignal) {
  return api
    .get('/api/store/v1/public/customer/estore/address/reverse', {
      // Six decimals (about 0.1 m) are plenty for an address.
      query: { lat: Number(position.lat.toFixed(6)), lng: Number(position.lng.toFixed(6)) },
      signal,
    })
    .then((r) => r.data);
}
