/**
 * Where the customer is, for the screens: the location chosen in the 'Deliver to' picker (or found by
 * the browser), kept in lib/customer-location.ts. Until there is one, calls go without a position and
 * the server lists every public branch rather than those near a guessed point
 * (docs/adr/0003-nearby-without-a-position.md). Reading hooks re-render when the location changes, so
 * queries keyed on the position refetch.
 */
import { getCustomerPosition, useCustomerLocation, useCustomerPosition } from '@/lib/customer-location';

/** getCustomerPosition is for loaders and prefetches, outside React. */
export { getCustomerPosition, useCustomerPosition };

/**
 * The chosen location's label, for 'Stores near …'; null while none is set. There is no default place:
 * without a position the server lists stores near nowhere in particular (ADR 0029), so a screen saying
 * 'near Metro Manila' would claim a place the customer never chose.
 */
export function useCustomerLocationLabel(): string | null {
  return useCustomerLocation()?.label ?? null;
}
