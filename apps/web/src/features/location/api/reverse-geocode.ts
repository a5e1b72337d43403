import type { AddressReverseResponse, Place } from '@storefront/contracts/location';
import { apiClient } from '@/lib/api-client';

type Position = { lat: number; lng: number };

/** GET /api/store/v1/public/customer/estore/address/reverse: the place at a position, null outside the Philippines. */
export function reverseGeocode(position: Position, signal?: AbortSignal): Promise<Place | null> {
  return apiClient
    .get<AddressReverseResponse>('/api/store/v1/public/customer/estore/address/reverse', {
      query: { lat: position.lat.toFixed(6), lng: position.lng.toFixed(6) },
      signal,
    })
    .then((r) => r.data);
}
