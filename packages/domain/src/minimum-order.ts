/**
 * A branch's minimum order (merchant file `minimum_order`, docs/adr/0034-minimum-order-and-delivery-time.md):
 * the smallest items' subtotal a DELIVERY from the branch takes. It counts the part's items as the cart
 * prices them (add-ons included, sale prices when on sale) before any promo code, Senior Citizen / PWD
 * discount, points or wallet credit, and without the delivery fee — what food apps count. Pickup has no
 * minimum: it costs the merchant no rider. Amounts are integer centavos.
 */
import { branchLabel } from './branch-label';
import { isDelivery, type LogisticType } from './logistic-types';
import { formatCentavos } from './money';

/**
 * How many centavos the part's items are short of the branch's minimum: 0 when it is reached (exactly
 * the minimum is enough), when the branch sets none, or when the part is picked up.
 */
export function minimumOrderShortfall(part: {
  deliveryType: LogisticType;
  /** The part's items' subtotal, centavos. */
  subtotal: number;
  /** The branch's minimum for delivery, centavos; null without one. */
  minimum: number | null;
}): number {
  const { deliveryType, subtotal, minimum } = part;
  if (!Number.isInteger(subtotal)) throw new RangeError(`subtotal must be integer centavos: ${subtotal}`);
  if (minimum === null || !isDelivery(deliveryType)) return 0;
  if (!Number.isInteger(minimum)) throw new RangeError(`minimum must be integer centavos: ${minimum}`);
  return Math.max(0, minimum - subtotal);
}

/**
 * What the customer reads at the short part, and what checkout refuses with: 'Add PHP 45.00 more from
 * Lutong Bahay · Ayala Makati to reach its PHP 300.00 minimum for delivery.'
 */
export function minimumOrderMessage(part: {
  brandName: string;
  branchName: string;
  /** Centavos short (minimumOrderShortfall). */
  shortBy: number;
  /** The branch's minimum, centavos. */
  minimum: number;
}): string {
  const where = branchLabel(part.brandName, part.branchName);
  return `Add ${formatCentavos(part.shortBy)} more from ${where} to reach its ${formatCentavos(part.minimum)} minimum for delivery.`;
}
