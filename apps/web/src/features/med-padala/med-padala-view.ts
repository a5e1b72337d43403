/**
 * The medicine wallet's rules and words (spec §1 "A medicine wallet credit (wallet type code med-padala)
 * with balance inquiry, save and remove"; §3 Medicine wallet: code, pin, amount, balance, appliedCredits,
 * milliseconds_date), as plain functions: whether it is offered, what the customer typed — checked
 * before a call, in the contract's words —, and the time of a balance answer on Manila's clock.
 */
import { MED_PADALA_MESSAGES, MED_PADALA_TYPE, normalizeWalletCode } from '@storefront/contracts/med-padala-words';
import { toCentavos } from '@storefront/domain/money';
import { formatManilaDateTime } from '@/lib/manila-format';

/** Spec §1: offered to a signed-in customer of a merchant whose estore_wallets has med-padala. */
export const offersMedPadala = (
  signedIn: boolean,
  settings: { customizations: { estore_wallets: readonly { type: string }[] } },
) => signedIn && settings.customizations.estore_wallets.some((w) => w.type === MED_PADALA_TYPE);

/** The PIN's length (the contract's: 6 digits). */
export const WALLET_PIN_LENGTH = 6;

export type WalletInput = { code: string; pin: string };
export type WalletInputErrors = Partial<Record<'code' | 'pin' | 'amount', string>>;

/** The code (normalized as the server reads it) and the PIN; or what is missing, under each field. */
export function parseWalletInput(code: string, pin: string): { value: WalletInput } | { errors: WalletInputErrors } {
  const value = { code: normalizeWalletCode(code.trim()), pin: pin.trim() };
  const errors: WalletInputErrors = {};
  if (value.code === '') errors.code = MED_PADALA_MESSAGES.codeRequired;
  if (!new RegExp(`^\\d{${WALLET_PIN_LENGTH}}$`).test(value.pin)) errors.pin = MED_PADALA_MESSAGES.pinRequired;
  return Object.keys(errors).length > 0 ? { errors } : { value };
}

/** The optional amount: empty is 'as much as fits' (undefined); else pesos above 0 with at most 2 decimals. */
export function parseWalletAmount(text: string): { amount: number | undefined } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { amount: undefined };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: MED_PADALA_MESSAGES.amountInvalid };
  const amount = Number(trimmed);
  if (toCentavos(amount) <= 0) return { error: MED_PADALA_MESSAGES.amountInvalid };
  return { amount };
}

/** When the balance was read (milliseconds_date), on Manila's clock whatever the device's zone: 'Nov 24, 2026, 9:45 AM'. */
export const balanceTime = (milliseconds: number): string => formatManilaDateTime(new Date(milliseconds));
