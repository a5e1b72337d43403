/**
 * What the checkout screen decides before it asks the server anything: which payment methods a
 * customer may pick (spec §9 ranges and labels), what the order needs (an address when a branch
 * delivers, billing details for a card), and where the customer goes once the order exists.
 */
import type { Cart } from '@storefront/contracts/cart';
import type { CheckoutResponse } from '@storefront/contracts/order';
import { isDelivery } from '@storefront/domain/logistic-types';
import { formatCentavos, toCentavos } from '@storefront/domain/money';
import { methodAvailability, paymentFlow, paymentMethodLabels } from '@storefront/domain/payment-methods';
import { paths } from '@/lib/paths';

/**
 * One method of the list: the spec's label, and the provider's name ('PayMongo') only when another
 * offered method shows the same label (cards through PayMongo and Xendit), for a second line.
 */
export type MethodOption = { code: string; label: string; provider: string | null; disabledReason: string | null };

/** The merchant's methods in its order, each disabled with the reason when it cannot take this total. */
export function methodOptions(codes: readonly string[], totalPesos: number, signedIn: boolean): MethodOption[] {
  const amount = toCentavos(totalPesos);
  return paymentMethodLabels(codes).map(({ code, label, provider }) => {
    if (code === 'DEPOSIT_SLIP' && !signedIn) {
      return { code, label, provider, disabledReason: 'Sign in to pay by bank deposit.' };
    }
    const fit = methodAvailability(code, amount);
    if (fit.available) return { code, label, provider, disabledReason: null };
    const bound = fit.reason === 'below_minimum' ? 'at least' : 'up to';
    return { code, label, provider, disabledReason: `Available for orders of ${bound} ${formatCentavos(fit.limit)}.` };
  });
}

/** The method chosen unless the customer picks another: the first one that can take the order. */
export function defaultMethod(options: readonly MethodOption[]): string | null {
  return options.find((o) => o.disabledReason === null)?.code ?? null;
}

export const needsAddress = (cart: Cart): boolean => cart.list.some((e) => isDelivery(e.delivery_type));

/** Card payments ask for billing details (the provider's fraud checks want them). */
export const needsBilling = (method: string | null): boolean =>
  method !== null && paymentFlow(method).kind === 'provider' && method.startsWith('CC_');

/**
 * After the order exists: a provider's payment screen, or the order itself (cash, deposit slip). An order
 * placed with a Senior Citizen / PWD discount and paid online waits for the store to check the ID before
 * it can be paid (ADR 0020): it goes to the order, which says so and offers Pay Now once it is decided.
 */
export function nextPath(
  subdomain: string,
  placed: CheckoutResponse['data'],
  { withSpecialDiscount = false }: { withSpecialDiscount?: boolean } = {},
): string {
  const flow = paymentFlow(placed.payment_method);
  return flow.kind === 'provider' && !withSpecialDiscount
    ? paths.paymentDetails(subdomain, flow.route, placed.order_uuid)
    : paths.order(subdomain, placed.order_uuid);
}
