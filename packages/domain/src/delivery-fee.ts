/**
 * Delivery fee from a branch's `delivery_fee` rule (merchant configuration: `{ base, per_km,
 * free_from_subtotal? }` in pesos, optional per branch). Amounts come out in integer centavos.
 *
 * Readings chosen here:
 * - No rule means no calculated amount: `deliveryFee` returns null, which the cart shows as FREE
 *   (spec §2 "Cart screen": "Delivery Fee shows FREE when the calculated amount is empty"); a fee of
 *   0 reads FREE too (`deliveryFeeLabel` in money.ts, the one place that wording is decided).
 * - The fee is base + per_km × the road distance rounded UP to whole kilometres; a distance of 0 km
 *   costs only the base.
 * - Free (0) when the subtotal (centavos) is at or above `free_from_subtotal`.
 * - The road distance is an ESTIMATE: the straight-line distance × ROAD_DETOUR_FACTOR (1.3), rounded up
 *   to 0.1 km. No routing service is called.
 */

import { toCentavos } from './money';

/** Road distance ≈ straight-line distance × this factor (a common urban detour estimate). */
export const ROAD_DETOUR_FACTOR = 1.3;

/** A branch's delivery fee rule, amounts in pesos as in the merchant configuration. */
export type DeliveryFeeRule = { base: number; per_km?: number; free_from_subtotal?: number | null };

/** Removes binary noise (1.3 × 3 = 3.9000000000000004) before rounding. */
const clean = (n: number): number => Number.parseFloat(n.toPrecision(12));

/** Estimated road distance in km from a straight-line distance: × 1.3, rounded up to 0.1 km. */
export function roadDistanceKm(straightLineKm: number): number {
  if (!Number.isFinite(straightLineKm) || straightLineKm < 0) {
    throw new RangeError(`not a distance: ${straightLineKm}`);
  }
  return Math.ceil(clean(straightLineKm * ROAD_DETOUR_FACTOR * 10)) / 10;
}

/** The delivery fee in centavos for a road distance (km) and subtotal (centavos); null without a rule. */
export function deliveryFee(input: {
  rule: DeliveryFeeRule | null | undefined;
  distanceKm: number;
  subtotal: number;
}): number | null {
  const { rule, distanceKm, subtotal } = input;
  if (!rule) return null;
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError(`not a distance: ${distanceKm}`);
  if (!Number.isInteger(subtotal)) throw new RangeError(`subtotal must be integer centavos: ${subtotal}`);
  if (rule.free_from_subtotal !== undefined && rule.free_from_subtotal !== null) {
    if (subtotal >= toCentavos(rule.free_from_subtotal)) return 0;
  }
  const kilometres = Math.ceil(clean(distanceKm));
  return toCentavos(rule.base) + toCentavos(rule.per_km ?? 0) * kilometres;
}
