/**
 * Money: integer centavos inside, pesos with two decimals only at the edge (DESIGN §3, STYLE "Money").
 * Formatting is done by hand so that it never depends on the machine's locale or ICU data.
 */

export const CURRENCY = 'PHP';

/** Pesos (a number with at most two decimals on the wire) to integer centavos, rounding half away from zero. */
export function toCentavos(pesos: number): number {
  if (!Number.isFinite(pesos)) throw new RangeError(`not an amount: ${pesos}`);
  // toPrecision(12) removes binary noise first: 1.005 * 100 is 100.49999999999999 in floating point.
  const scaled = Number.parseFloat((Math.abs(pesos) * 100).toPrecision(12));
  const centavos = Math.round(scaled);
  return pesos < 0 && centavos !== 0 ? -centavos : centavos;
}

/**
 * The sum of amounts in pesos (as they come on the wire), in integer centavos: each amount is turned
 * into centavos before adding, so binary noise never shows (0.1 + 0.2 pesos is 30 centavos, not
 * 30.000000000000004). Sums of money on screen go through here, never through float pesos.
 */
export function sumToCentavos(pesos: readonly number[]): number {
  return pesos.reduce((sum, amount) => sum + toCentavos(amount), 0);
}

/** Integer centavos to pesos (a number), for sending on the wire. */
export function fromCentavos(centavos: number): number {
  if (!Number.isInteger(centavos)) throw new RangeError(`centavos must be an integer: ${centavos}`);
  return centavos / 100;
}

/** Groups an integer's digits by thousands with commas: 1234567 → '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123450 → '1,234.50' (no currency). */
export function formatCentavosAmount(centavos: number): string {
  if (!Number.isInteger(centavos)) throw new RangeError(`centavos must be an integer: ${centavos}`);
  const abs = Math.abs(centavos);
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const cents = String(abs % 100).padStart(2, '0');
  return `${centavos < 0 ? '-' : ''}${whole}.${cents}`;
}

/** 123450 → 'PHP 1,234.50'; -500 → '-PHP 5.00'. */
export function formatCentavos(centavos: number): string {
  const amount = formatCentavosAmount(centavos);
  return amount.startsWith('-') ? `-${CURRENCY} ${amount.slice(1)}` : `${CURRENCY} ${amount}`;
}

/** 1234.5 → 'PHP 1,234.50'. */
export function formatPesos(amount: number): string {
  return formatCentavos(toCentavos(amount));
}

/** The delivery fee's name on every screen that prices an order (spec §2: cart, checkout, order, invoice). */
export const DELIVERY_FEE_LABEL = 'Delivery Fee';

/** What a delivery fee that costs nothing reads on screen. */
export const FREE_DELIVERY_LABEL = 'FREE';

/**
 * A delivery fee as the customer reads it, from integer centavos: 'FREE' when there is no calculated
 * amount (null) or it is zero (spec §2 "Cart screen"), else 'PHP 59.00'. The cart, checkout and order
 * screens all word the fee through here. It sits with the formatting rather than in delivery-fee.ts
 * because every screen already loads this module: there it costs the browser no extra chunk.
 */
export function deliveryFeeLabel(centavos: number | null): string {
  return centavos ? formatCentavos(centavos) : FREE_DELIVERY_LABEL;
}
