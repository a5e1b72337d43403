/**
 * The medicine wallet, wallet type `med-padala` (spec §2 cart summary "medicine wallet credits line"; §3
 * "Medicine wallet"; §4 "Checkout errors are also copied to the wallet area's error state"; §7
 * `med-padala/balance-inquiry`, `save`, `remove`; issue 21). Credits the operator issues with a code and
 * a 6-digit PIN; the customer puts some on the cart, a tender after the discounts and the points (domain
 * deductions.ts), and they are debited when the order is placed. Server side: docs/adr/0025-medicine-wallet.md.
 *
 * Signed-in only (the paths have no public variant); a store without the wallet answers 404 `notOffered`.
 */
import { z } from 'zod';
import { Pesos } from './common';
import { MED_PADALA_MESSAGES, normalizeWalletCode } from './med-padala-words';

export {
  MED_PADALA_MESSAGES,
  MED_PADALA_TYPE,
  normalizeWalletCode,
  WALLET_CODE_ALPHABET,
  WALLET_CODE_LENGTH,
  WALLET_ERROR_FIELD,
} from './med-padala-words';

const Code = z
  .string({ message: MED_PADALA_MESSAGES.codeRequired })
  .trim()
  .min(1, { message: MED_PADALA_MESSAGES.codeRequired })
  .max(40, { message: MED_PADALA_MESSAGES.wrong })
  .transform(normalizeWalletCode);

const Pin = z
  .string({ message: MED_PADALA_MESSAGES.pinRequired })
  .regex(/^\d{6}$/, { message: MED_PADALA_MESSAGES.pinRequired });

/** Where the customer is, as on the cart list: fees (and so what is due) depend on it. */
const Position = {
  customer_lat: z.coerce.number().min(-90).max(90).optional(),
  customer_lng: z.coerce.number().min(-180).max(180).optional(),
};

/** POST /api/store/v2/customer/estore/cart/med-padala/balance-inquiry. */
export const WalletBalanceInquiryBody = z.object({ code: Code, pin: Pin });
export type WalletBalanceInquiryBody = z.input<typeof WalletBalanceInquiryBody>;
export const WalletBalanceInquiryResponse = z.object({
  /** The credit's balance now, in pesos (credits applied to carts are not taken until checkout). */
  balance: Pesos,
  /** The code as the server reads it (normalized). */
  code: z.string(),
  /** When the balance was read: epoch milliseconds. */
  milliseconds_date: z.number().int(),
});
export type WalletBalanceInquiryResponse = z.infer<typeof WalletBalanceInquiryResponse>;

/** Pesos with at most two decimals, more than 0. */
const Amount = z
  .number({ message: MED_PADALA_MESSAGES.amountInvalid })
  .positive({ message: MED_PADALA_MESSAGES.amountInvalid })
  .max(10_000_000, { message: MED_PADALA_MESSAGES.amountInvalid })
  .refine((pesos) => Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6, {
    message: MED_PADALA_MESSAGES.amountInvalid,
  });

/**
 * POST /api/store/v1/customer/estore/cart/med-padala/save: put (or change) a credit's amount on the
 * cart. Without `amount`: as much as fits (the balance, and what is still due after discounts, points
 * and the other credits on the cart).
 */
export const WalletSaveBody = z.object({ code: Code, pin: Pin, amount: Amount.optional(), ...Position });
export type WalletSaveBody = z.input<typeof WalletSaveBody>;
export const WalletSaveResponse = z.object({
  message: z.string(),
  /** The credit as the cart shows it (masked). */
  code: z.string(),
  /** What this credit pays on the cart now, in pesos. */
  amount: Pesos,
  /** The credit's balance now (taken only at checkout). */
  balance: Pesos,
  /** What is left to pay. */
  cart_total_amount: Pesos,
});
export type WalletSaveResponse = z.infer<typeof WalletSaveResponse>;

/**
 * POST /api/store/v1/customer/estore/cart/med-padala/remove: take a credit off the cart. `code` is the
 * full code or the masked one the cart shows.
 */
export const WalletRemoveBody = z.object({
  code: z
    .string({ message: MED_PADALA_MESSAGES.codeRequired })
    .trim()
    .min(1, { message: MED_PADALA_MESSAGES.codeRequired })
    .max(40, { message: MED_PADALA_MESSAGES.notOnCart }),
  ...Position,
});
export type WalletRemoveBody = z.input<typeof WalletRemoveBody>;
export const WalletRemoveResponse = z.object({ message: z.string(), cart_total_amount: Pesos });
export type WalletRemoveResponse = z.infer<typeof WalletRemoveResponse>;

/** A credit applied to a cart, as the cart shows it: the code masked but for its last 4 characters. */
export const CartWalletCredit = z.object({ code: z.string(), amount: Pesos });
export type CartWalletCredit = z.infer<typeof CartWalletCredit>;

/** `********WXYZ`: what the cart and the order show of a code. */
export const maskWalletCode = (code: string): string =>
  code.length <= 4 ? code : `${'*'.repeat(code.length - 4)}${code.slice(-4)}`;

/** POST /api/admin/loyalty/wallets (header x-admin-key): the operator issues a credit. */
export const AdminWalletIssueBody = z.object({
  merchant: z.string().min(1).max(100),
  amount: Amount,
});
export type AdminWalletIssueBody = z.input<typeof AdminWalletIssueBody>;
export const AdminWalletIssueResponse = z.object({
  code: z.string(),
  /** Shown once: only its hash is kept. */
  pin: z.string(),
  amount: Pesos,
});
export type AdminWalletIssueResponse = z.infer<typeof AdminWalletIssueResponse>;
