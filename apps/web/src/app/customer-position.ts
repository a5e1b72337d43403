/**
 * Where the customer is, for the screens: the location chosen in the 'Deliver to' picker (or found by
 * the browser), kept in lib/customer-location.ts. Until there is one, calls go without a position and
 * the server lists every public branch rather than those near a guessed point
 * (docs/adr/0003-nearby-without-a-position.md). Reading hooks re-render when the location changes, so
 * queries keyed on the position refetch.
 */
import { getCustomerPosition, useCustomerLocation, useCustomerPosition } from '@/lib/customer-location';

/** What 'Stores near …' says while no location is set. */
export const DEFAULT_LOCATION_LABEL = 'Metro Manila';

/** getCustomerPosition is for loaders and prefetches, outside React. */
export { getCustomerPosition, useCustomerPosition };

export function useCustomerLocationLabel(): string {
  return useCustomerLocation()?.label ?? DEFAULT_LOCATION_LABEL;
}
