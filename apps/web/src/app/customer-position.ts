/**
 * Where the customer is. There is no location picker yet (a later issue), so everyone is at the
 * spec's default map centre (§9: lat 14.5813, long 120.9762). The picker replaces this one module.
 */
import { DEFAULT_POSITION } from '@storefront/domain/geo';
import type { CustomerPosition } from '@/lib/position';

export const DEFAULT_LOCATION_LABEL = 'Metro Manila';

const position: CustomerPosition = { lat: DEFAULT_POSITION.lat, lng: DEFAULT_POSITION.lng };

export function getCustomerPosition(): CustomerPosition {
  return position;
}

export function useCustomerPosition(): CustomerPosition {
  return position;
}

export function useCustomerLocationLabel(): string {
  return DEFAULT_LOCATION_LABEL;
}
