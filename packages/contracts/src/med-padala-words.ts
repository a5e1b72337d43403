/** The medicine wallet's words and codes (med-padala.ts), zod-free: screens use them without loading the schemas. */

export const MED_PADALA_TYPE = 'med-padala';

export const MED_PADALA_MESSAGES = {
  codeRequired: 'Enter the wallet code.',
  pinRequired: 'Enter the 6-digit PIN.',
  /** A wrong PIN and an unknown code read the same: the answer never tells which. */
  wrong: 'The wallet code or PIN is wrong.',
  tooManyTries: 'Too many tries. Please wait a while and try again.',
  amountInvalid: 'Enter an amount in pesos, like 150 or 150.50.',
  applied: 'Wallet credits applied.',
  removed: 'Wallet credits removed.',
  noBalance: 'This wallet has no balance left.',
  /** Checkout (on the `wallet` field) when a credit's balance no longer covers what the cart applied. */
  notEnough: 'The wallet credits are no longer enough for this order.',
  notOffered: 'The medicine wallet is not available at this store.',
  emptyCart: 'Add items to your cart to use wallet credits.',
  nothingDue: 'Nothing is left to pay on this cart.',
  /** An explicit amount beyond the balance or what is still due is refused, never capped silently. */
  tooMuch: (mostPesos: string) => `You can use at most ${mostPesos} from this wallet on this cart.`,
  notOnCart: 'These wallet credits are not on your cart.',
} as const;

/** The field checkout's wallet refusal is reported on (the web shows it in the wallet area). */
export const WALLET_ERROR_FIELD = 'wallet';

/**
 * Wallet codes: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L). Customers may type
 * them in lower case or with spaces or dashes; the server compares the normalized form.
 */
export const WALLET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const WALLET_CODE_LENGTH = 12;
export const normalizeWalletCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');
