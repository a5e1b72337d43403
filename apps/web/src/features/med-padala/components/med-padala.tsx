import { WALLET_ERROR_FIELD } from '@storefront/contracts/med-padala';
import { formatPesos } from '@storefront/domain/money';
import { type KeyboardEvent, useId, useState } from 'react';
import { Field } from '@/components/fields';
import { isApiError } from '@/lib/api-client';
import { DIGITS } from '@/lib/forms/allowed-characters';
import type { CustomerPosition } from '@/lib/position';
import { tenderRefusal, useTenderError } from '@/lib/tenders';
import {
  useRemoveWalletCredit,
  useSaveWalletCredit,
  useWalletBalance,
  type WalletBalance,
  type WalletCredit,
} from '../api/med-padala';
import {
  balanceTime,
  parseWalletAmount,
  parseWalletInput,
  WALLET_PIN_LENGTH,
  type WalletInputErrors,
} from '../med-padala-view';
import '@/components/tender-panel.css';
import './med-padala.css';

type FieldName = keyof WalletInputErrors;

/** A refusal of a wallet call, under the input it is about (the server's 422 field), else the area's. */
function refusalOf(error: unknown): { fields: WalletInputErrors; message: string | null } {
  if (isApiError(error)) {
    const on = error.fieldErrors;
    const fields: WalletInputErrors = {};
    if (on.code) fields.code = on.code;
    if (on.pin) fields.pin = on.pin;
    if (on.amount) fields.amount = on.amount;
    if (Object.keys(fields).length > 0) return { fields, message: null };
  }
  return { fields: {}, message: tenderRefusal(error, WALLET_ERROR_FIELD) };
}

export type MedPadalaProps = {
  position: CustomerPosition;
  /** The wallet credits on the cart now (the cart's own list): each with Remove. */
  credits: readonly WalletCredit[];
  /** Spec §4: a failed checkout's message, copied here (the wallet area's error state); null when none. */
  checkoutError?: string | null;
};

/**
 * Checkout's 'Medicine wallet' (spec §1, §3; issue 21): a wallet credit's code and PIN, 'Check balance'
 * (the balance inquiry: the balance and when it was answered), 'Apply' (save onto the cart, an amount
 * or as much as fits), the credits on the cart with Remove. A tender like pay with points: the server
 * puts the credit on the cart, which is refetched (its summary's credits line, the lower total). The
 * server's refusals sit under the input they are about; the rest, and a failed checkout's message
 * (lib/tenders), in the area's error. Inside Checkout's form: no form of its own, Enter applies.
 */
export function MedPadala({ position, credits, checkoutError = null }: MedPadalaProps) {
  const inquiry = useWalletBalance();
  const save = useSaveWalletCredit(position);
  const remove = useRemoveWalletCredit(position);
  const [values, setValues] = useState({ code: '', pin: '', amount: '' });
  const [fieldErrors, setFieldErrors] = useState<WalletInputErrors>({});
  const [balance, setBalance] = useState<WalletBalance | null>(null);
  const [status, setStatus] = useState('');
  const { error, setError } = useTenderError(checkoutError, ['cart']);
  const ids = { title: useId(), error: useId() };
  const busy = inquiry.isPending || save.isPending || remove.isPending;

  const change = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setFieldErrors((e) => ({ ...e, [name]: undefined }));
    // What the balance was for no longer matches what is typed.
    if (name !== 'amount') setBalance(null);
  };

  const start = () => {
    setFieldErrors({});
    setError(null);
    setStatus('');
  };

  const refused = (failure: unknown) => {
    const { fields, message } = refusalOf(failure);
    setFieldErrors(fields);
    setError(message);
  };

  const typed = (withAmount: boolean) => {
    const input = parseWalletInput(values.code, values.pin);
    const amount = withAmount ? parseWalletAmount(values.amount) : { amount: undefined };
    const errors: WalletInputErrors = {
      ...('errors' in input ? input.errors : {}),
      ...('error' in amount ? { amount: amount.error } : {}),
    };
    if ('errors' in input || 'error' in amount) {
      setFieldErrors(errors);
      return null;
    }
    return { ...input.value, amount: amount.amount };
  };

  const checkBalance = async () => {
    start();
    const input = typed(false);
    if (!input) return;
    try {
      const answer = await inquiry.mutateAsync({ code: input.code, pin: input.pin });
      setBalance(answer);
      setStatus(`Balance: ${formatPesos(answer.balance)}`);
    } catch (failure) {
      setBalance(null);
      refused(failure);
    }
  };

  const apply = async () => {
    start();
    const input = typed(true);
    if (!input) return;
    try {
      const result = await save.mutateAsync(input);
      setValues({ code: '', pin: '', amount: '' });
      setBalance(null);
      setStatus(result.message);
    } catch (failure) {
      refused(failure);
    }
  };

  const takeOff = async (code: string) => {
    start();
    try {
      const result = await remove.mutateAsync(code);
      setStatus(result.message);
    } catch (failure) {
      setError(tenderRefusal(failure, 'code'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Inside Checkout's form: Enter here applies the credit, it does not place the order.
    if (event.key === 'Enter') {
      event.preventDefault();
      void apply();
    }
  };

  return (
    <section className="tender-panel" aria-labelledby={ids.title} aria-busy={busy}>
      <h2 id={ids.title} className="tender-panel__title">
        Medicine wallet
      </h2>
      {credits.length > 0 && (
        <ul className="wallet__credits" aria-label="Applied wallet credits">
          {credits.map((credit) => {
            // The cart shows the code masked ('********WXYZ'): said as 'ending in WXYZ', not star by star.
            const spoken = `Wallet credit ending in ${credit.code.slice(-4)}`;
            return (
              <li key={credit.code} className="wallet__credit">
                <p>
                  <span className="wallet__credit-code" aria-hidden="true">
                    {credit.code}
                  </span>
                  <span className="visually-hidden">{spoken}</span>{' '}
                  <span className="wallet__credit-amount">{formatPesos(-credit.amount)}</span>
                </p>
                <button
                  type="button"
                  className="btn btn-outline wallet__remove"
                  aria-label={`Remove ${spoken.charAt(0).toLowerCase()}${spoken.slice(1)}`}
                  disabled={busy}
                  onClick={() => void takeOff(credit.code)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Field
        label="Wallet code"
        className="wallet__code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.code}
        error={fieldErrors.code}
        onChange={(e) => change('code', e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {/* The PIN is short: it shares a row with the amount where there is room. */}
      <div className="wallet__row">
        <Field
          label="PIN"
          className="wallet__pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={WALLET_PIN_LENGTH}
          allow={DIGITS}
          value={values.pin}
          error={fieldErrors.pin}
          onChange={(e) => change('pin', e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Field
          label="Amount (optional)"
          className="wallet__amount"
          hint="Leave empty to use as much as fits."
          inputMode="decimal"
          autoComplete="off"
          placeholder="PHP"
          value={values.amount}
          error={fieldErrors.amount}
          onChange={(e) => change('amount', e.currentTarget.value.replace(/[^\d.,]/g, ''))}
          onKeyDown={onKeyDown}
        />
      </div>
      {balance && (
        <div className="wallet__balance">
          <p>
            Balance: <strong>{formatPesos(balance.balance)}</strong>
          </p>
          <p className="wallet__balance-meta">
            <span className="wallet__balance-code">{balance.code}</span>, as of {balanceTime(balance.milliseconds_date)}
          </p>
        </div>
      )}
      {error && (
        <p id={ids.error} className="field__error wallet__error" role="alert">
          {error}
        </p>
      )}
      <div className="wallet__actions">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void checkBalance()}>
          {inquiry.isPending ? 'Checking…' : 'Check balance'}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void apply()}>
          {save.isPending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}
