/**
 * Where the customer is. Until they set a location (the 'Deliver to' picker, a later capability)
 * it is unknown: calls go without a position and the server lists every public branch rather than
 * those near a guessed point (docs/adr/0003-nearby-without-a-position.md). The picker replaces this
 * one module.
 */
import type { CustomerPosition } from '@/lib/position';

export const DEFAULT_LOCATION_LABEL = 'Metro Manila';

const position: CustomerPosition = null;

export function getCustomerPosition(): CustomerPosition {
  return position;
}

export function useCustomerPosition(): CustomerPosition {
  return position;
}

export function useCustomerLocationLabel(): string {
  return DEFAULT_LOCATION_LABEL;
}
