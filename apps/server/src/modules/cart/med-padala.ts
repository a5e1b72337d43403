/**
 * Medicine wallet credits on a customer's cart (issue 21; spec §2 the credits line; docs/adr/
 * 0025-medicine-wallet.md). The cart stores what the customer chose from each credit; what it uses is
 * worked out each time it is priced: the last tender (domain deductions.ts), each credit in the order it
 * was applied paying at most its chosen amount, its balance now and what is still due after the
 * discounts, the points and the credits before it — so a cart that shrank shows less, never an error.
 * The credits come through a port (filled by flows/wallet-ports.ts): the cart never imports the wallets.
 */
import { maskWalletCode } from '@storefront/contracts/med-padala';
import { applyDeductions, type Deductions } from '@storefront/domain/deductions';
import type { Discounted } from './pay-with-points';

/** A credit on a cart: what the customer chose (centavos) and the credit's balance now. */
export type AppliedCredit = { creditId: number; code: string; chosen: number; balance: number };

/** The medicine wallet as the cart needs it. */
export type WalletTender = {
  /** Whether the merchant offers the medicine wallet. */
  offered(merchantId: number): Promise<boolean>;
  /** The credit a code and PIN name (throttled; wrong → 422 on `pin`, too many → 429). */
  verify(q: {
    merchantId: number;
    customerId: number;
    ip: string;
    code: string;
    pin: string;
  }): Promise<{ id: number; code: string; balance: number }>;
  onCart(cartId: number): Promise<AppliedCredit[]>;
  apply(cartId: number, creditId: number, amount: number): Promise<void>;
  remove(cartId: number, creditId: number): Promise<void>;
};

/** The credits on a priced cart, and the deductions with them (points before them). */
export type CartWallet = {
  credits: (AppliedCredit & { amount: number })[];
  /** What they pay together (centavos). */
  amount: number;
  /** What is still due after the discounts and the points: the most the credits may pay. */
  room: number;
  deductions: Deductions;
};

/** The chosen credits priced on the cart after its points (the one order of deductions). */
export function walletOnCart(
  discounted: Discounted,
  pointsValue: number,
  applied: readonly AppliedCredit[],
): CartWallet {
  const before = applyDeductions({ ...discounted, pointsValue });
  const room = before.dueAfterDiscounts - before.pointsApplied;
  let left = room;
  const credits = applied.map((credit) => {
    const amount = Math.max(0, Math.min(credit.chosen, credit.balance, left));
    left -= amount;
    return { ...credit, amount };
  });
  const amount = room - left;
  return { credits, amount, room, deductions: applyDeductions({ ...discounted, pointsValue, walletCredits: amount }) };
}

/** The cart's wallet lines: the codes masked but for their last 4 characters. */
export const walletLines = (wallet: CartWallet) =>
  wallet.credits.map((c) => ({ code: maskWalletCode(c.code), amount: c.amount / 100 }));
