import type { BranchDeliveryTime, BranchDetails } from '@storefront/contracts/organization';
import { formatPesos } from '@storefront/domain/money';

/**
 * What a branch's details say about getting its food, as short chips for the Store screen: how it
 * fulfils (now or scheduled), how long delivering now takes, its delivery fee rule as the cart will
 * apply it, its free-delivery threshold, and its minimum order for delivery. Only what the server sends.
 */
export function deliveryTerms(
  branch: Pick<
    BranchDetails,
    | 'deliver_now'
    | 'scheduled_delivery'
    | 'pickup_now'
    | 'scheduled_pickup'
    | 'delivery_fee'
    | 'delivery_time'
    | 'minimum_order'
  >,
): string[] {
  const terms: string[] = [];
  const delivers = branch.deliver_now.enable || branch.scheduled_delivery.enable;
  if (branch.deliver_now.enable) {
    terms.push('Delivery');
    // The estimate is for delivering now: a scheduled delivery comes at the slot chosen.
    if (branch.delivery_time) terms.push(deliveryTimeText(branch.delivery_time));
  } else if (branch.scheduled_delivery.enable) terms.push('Scheduled delivery');
  if (branch.pickup_now.enable) terms.push('Pickup');
  else if (branch.scheduled_pickup.enable) terms.push('Scheduled pickup');
  if (!delivers) return terms;

  const fee = branch.delivery_fee;
  // No rule, or one that charges nothing: the cart's Delivery Fee reads FREE (spec §2 Cart screen).
  if (!fee || (fee.base === 0 && fee.per_km === 0)) terms.push('Free delivery');
  else {
    // The cart charges base + per_km × the road kilometres (packages/domain/delivery-fee.ts).
    const perKm = fee.per_km > 0 ? ` + ${formatPesos(fee.per_km)}/km` : '';
    terms.push(`Delivery fee ${formatPesos(fee.base)}${perKm}`);
    if (fee.free_from_subtotal !== null) terms.push(`Free delivery from ${formatPesos(fee.free_from_subtotal)}`);
  }
  // Delivery only (ADR 0034): pickup has no minimum, so the chip says whose minimum it is.
  if (branch.minimum_order !== null) terms.push(`Min. delivery order ${formatPesos(branch.minimum_order)}`);
  return terms;
}

/** '25–40 min', or '30 min' when the estimate is one number. */
export function deliveryTimeText({ min_minutes, max_minutes }: BranchDeliveryTime): string {
  return min_minutes === max_minutes ? `${min_minutes} min` : `${min_minutes}–${max_minutes} min`;
}
