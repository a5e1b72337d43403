/**
 * Payment methods (spec §9): labels, and the amount range each method accepts. A method is named by
 * its kind and its provider, joined by '_': 'GCASH_PAYMONGO', 'CC_XENDIT', 'COD'. Amounts are integer
 * centavos (money.ts).
 *
 * Readings chosen here:
 * - The label belongs to the kind, whatever the provider ('GCASH_PAYMONGO' → 'GCash'); a kind without a
 *   spec label shows its code.
 * - Both ends of the range are inclusive: an amount equal to the minimum or maximum may be paid.
 */

/** The spec's labels by method kind. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  COD: 'Cash on Delivery',
  CC: 'Local Debit/Credit Cards',
  GRAB_PAY: 'GrabPay',
  GCASH: 'GCash',
  PAYMAYA: 'Maya',
  SHOPEEPAY: 'ShopeePay',
  QRPH: 'QR Ph',
  UNIONBANK: 'UnionBank - Direct Debit',
  // Not in the spec's list: the merchant's bank accounts, paid by deposit and proven with a slip.
  DEPOSIT_SLIP: 'Bank Deposit',
};

/** The methods a merchant may offer here: each has a way to be paid (cash, provider or slip). */
export const PAYMENT_METHOD_CODES = [
  'COD',
  'DEPOSIT_SLIP',
  'CC_PAYMONGO',
  'GCASH_PAYMONGO',
  'GRAB_PAY_PAYMONGO',
  'PAYMAYA_PAYMONGO',
  'CC_PAYNAMICS',
  'GCASH_PAYNAMICS',
  'CC_XENDIT',
  'GCASH_XENDIT',
  'GRAB_PAY_XENDIT',
  'PAYMAYA_XENDIT',
  'SHOPEEPAY_XENDIT',
  'QRPH_XENDIT',
  'UNIONBANK_XENDIT',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

const PROVIDERS = ['PAYMONGO', 'XENDIT', 'PAYNAMICS'] as const;

/** A method code split into its kind and provider: 'GRAB_PAY_PAYMONGO' → GRAB_PAY + PAYMONGO. */
export function parseMethod(code: string): { kind: string; provider: string | null } {
  for (const provider of PROVIDERS) {
    if (code.endsWith(`_${provider}`)) return { kind: code.slice(0, -provider.length - 1), provider };
  }
  return { kind: code, provider: null };
}

export function paymentMethodLabel(code: string): string {
  const { kind } = parseMethod(code);
  return PAYMENT_METHOD_LABELS[kind] ?? code;
}

/** How a provider is named to customers, on the second line of a method whose label another method shares. */
export const PAYMENT_PROVIDER_NAMES: Readonly<Record<string, string>> = {
  PAYMONGO: 'PayMongo',
  PAYNAMICS: 'Paynamics',
  XENDIT: 'Xendit',
};

/**
 * Each method's label and, only when another of `codes` shows the same label (a pharmacy offering cards
 * through PayMongo and Paynamics), the name of its provider for a second line; the spec's label itself
 * never changes.
 */
export function paymentMethodLabels(
  codes: readonly string[],
): { code: string; label: string; provider: string | null }[] {
  const labels = codes.map(paymentMethodLabel);
  return codes.map((code, i) => {
    const label = labels[i] as string;
    const shared = labels.filter((l) => l === label).length > 1;
    const { provider } = parseMethod(code);
    return { code, label, provider: shared && provider ? (PAYMENT_PROVIDER_NAMES[provider] ?? provider) : null };
  });
}

/** Least amount in pesos (§9): any PayMongo method 100; CC_XENDIT 20; other Xendit methods 1; otherwise 0. */
export function minimumPesos(code: string): number {
  const { provider } = parseMethod(code);
  if (provider === 'PAYMONGO') return 100;
  if (code === 'CC_XENDIT') return 20;
  if (provider === 'XENDIT') return 1;
  return 0;
}

/** Most amount in pesos (§9): PAYMAYA_XENDIT and UNIONBANK_XENDIT 100,000; all others 50,000. */
export function maximumPesos(code: string): number {
  return code === 'PAYMAYA_XENDIT' || code === 'UNIONBANK_XENDIT' ? 100_000 : 50_000;
}

export type MethodAvailability =
  | { available: true }
  | { available: false; reason: 'below_minimum' | 'above_maximum'; limit: number };

/** Whether a method may pay `amount` centavos; when not, which bound it misses (limit in centavos). */
export function methodAvailability(code: string, amount: number): MethodAvailability {
  const min = minimumPesos(code) * 100;
  const max = maximumPesos(code) * 100;
  if (amount < min) return { available: false, reason: 'below_minimum', limit: min };
  if (amount > max) return { available: false, reason: 'above_maximum', limit: max };
  return { available: true };
}

/**
 * How a method is paid after checkout: 'cash' on delivery, a 'slip' uploaded from the order screen, or
 * a provider's page reached through the full-screen route /checkout/{route}/details (spec §2): 'card'
 * for cards, otherwise the kind in lower case: the e-wallet's PayMongo type ('gcash', 'grab_pay',
 * 'paymaya'), 'shopeepay', 'qrph' (a code to scan) or 'unionbank' (the bank's direct debit page).
 */
export function paymentFlow(code: string): { kind: 'cash' } | { kind: 'slip' } | { kind: 'provider'; route: string } {
  if (code === 'COD') return { kind: 'cash' };
  if (code === 'DEPOSIT_SLIP') return { kind: 'slip' };
  const { kind } = parseMethod(code);
  return { kind: 'provider', route: kind === 'CC' ? 'card' : kind.toLowerCase() };
}
