import { formatPesos } from '@storefront/domain/money';
import { type KeyboardEvent, useId, useState } from 'react';
import type { CustomerPosition } from '@/lib/position';
import { tenderRefusal, useTenderError } from '@/lib/tenders';
import { usePayWithPointsDetails, useRedeemPoints } from '../api/pay-with-points';
import { inputLabel, parsePoints, pointsCount } from '../pay-with-points-view';
import '@/components/tender-panel.css';
import './pay-with-points.css';

export type PayWithPointsProps = {
  customerUuid: string;
  position: CustomerPosition;
  isCoinMerchant: boolean;
  /**
   * Spec §4: a failed checkout's message, copied here (the tenders' error state) — e.g. 'Not enough
   * points.' when the balance dropped since the points were put on the cart. Null when there is none.
   */
  checkoutError?: string | null;
};

/**
 * Checkout's 'Pay with points' (issue 21): the balance and the most the cart can take now (the details
 * call), a whole-points field with 'Use points', 'Use all' and — with points on the cart — 'Remove'; the
 * server's refusal under the field. Points are a tender: the server puts them on the cart, the cart is
 * refetched (its summary shows 'Points Redeemed' and the lower total), and the loyalty queries (the
 * navbar badge) are asked again. It lives inside Checkout's form: no form of its own, Enter in the field
 * uses the points rather than placing the order.
 */
export function PayWithPoints({ customerUuid, position, isCoinMerchant, checkoutError = null }: PayWithPointsProps) {
  const details = usePayWithPointsDetails(customerUuid, position, true);
  const redeem = useRedeemPoints(position);
  const [text, setText] = useState('');
  // A failed checkout may mean the balance moved: the details are asked for again (the shared tenders' state).
  const { error: shownError, setError } = useTenderError(checkoutError, ['cart', 'pay-with-points']);
  const [status, setStatus] = useState('');
  const ids = { title: useId(), input: useId(), error: useId(), hint: useId() };

  // Nothing to use: no balance, or nothing left to pay.
  const none = (details.data?.max_points ?? 0) === 0;

  /** `typed`: the field's text the points came from, cleared once used — unless typed over meanwhile. */
  const use = async (points: number, typed?: string) => {
    setError(null);
    setStatus('');
    try {
      const result = await redeem.mutateAsync(points);
      // 'Use all' and 'Remove' leave the field alone: a customer may already be typing the next amount.
      if (typed !== undefined) setText((current) => (current === typed ? '' : current));
      setStatus(result.message);
    } catch (failure) {
      setError(tenderRefusal(failure, 'points'));
    }
  };

  const applyTyped = () => {
    if (!details.data) return;
    const parsed = parsePoints(text, details.data.max_points);
    if ('error' in parsed) setError(parsed.error);
    else void use(parsed.points, text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Inside Checkout's form: Enter here uses the points, it does not place the order.
    if (event.key === 'Enter') {
      event.preventDefault();
      applyTyped();
    }
  };

  return (
    <section className="tender-panel" aria-labelledby={ids.title} aria-busy={details.isPending || redeem.isPending}>
      <h2 id={ids.title} className="tender-panel__title">
        Pay with points
      </h2>
      {details.isPending ? (
        <p className="pwp__note">Loading your points…</p>
      ) : details.isError ? (
        <p className="pwp__note">
          Your points could not be loaded.{' '}
          <button type="button" className="pwp__link" onClick={() => void details.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <dl className="pwp__facts">
            <div>
              <dt>Your balance</dt>
              <dd>{pointsCount(details.data.balance, isCoinMerchant)}</dd>
            </div>
            <div>
              <dt>Usable on this order</dt>
              <dd>{pointsCount(details.data.max_points, isCoinMerchant)}</dd>
            </div>
          </dl>
          {details.data.points_used > 0 && (
            <div className="pwp__applied">
              <p>
                <span className="pwp__applied-count">{pointsCount(details.data.points_used, isCoinMerchant)}</span>{' '}
                applied: <span className="pwp__applied-amount">{formatPesos(-details.data.points_value)}</span>
              </p>
              <button
                type="button"
                className="btn btn-outline pwp__remove"
                disabled={redeem.isPending}
                onClick={() => void use(0)}
              >
                Remove
              </button>
            </div>
          )}
          <label htmlFor={ids.input} className="field__label">
            {inputLabel(isCoinMerchant)}
          </label>
          <input
            id={ids.input}
            className="field__input pwp__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={`Up to ${details.data.max_points.toLocaleString('en-US')}`}
            value={text}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? ids.error : undefined}
            disabled={none}
            onChange={(e) => {
              setText(e.currentTarget.value.replace(/[^\d,]/g, ''));
              setError(null);
            }}
            onKeyDown={onKeyDown}
          />
          {shownError && (
            <p id={ids.error} className="field__error pwp__error" role="alert">
              {shownError}
            </p>
          )}
          <div className="pwp__actions">
            <button
              type="button"
              className="btn btn-primary pwp__use"
              disabled={redeem.isPending || none}
              onClick={applyTyped}
            >
              Use points
            </button>
            <button
              type="button"
              className="btn btn-outline pwp__all"
              disabled={redeem.isPending || none}
              onClick={() => void use(details.data.max_points)}
            >
              Use all
            </button>
          </div>
        </>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
}
