import { useState } from 'react';
import type { RewardRedemption } from '../api/get-reward';
import { manilaDateTime } from '../rewards-view';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no clipboard (permission, an insecure page): the code stays on screen to copy by hand
  }
}

/**
 * What a redemption gives the customer: a discount reward's own promo code ('Use this code at
 * checkout', with Copy and when it stops working), or an item's claim code ('Show this code at the
 * store').
 */
export function RedemptionCode({ redemption }: { redemption: RewardRedemption }) {
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const promo = redemption.promo_code;
  if (promo === null)
    return (
      <div className="redemption-code">
        <p className="redemption-code__label">Show this code at the store</p>
        <p className="redemption-code__code">{redemption.claim_code}</p>
      </div>
    );
  const copy = async () => setCopied((await copyToClipboard(promo)) ? 'done' : 'failed');
  return (
    <div className="redemption-code">
      <p className="redemption-code__label">Use this code at checkout</p>
      <div className="redemption-code__row">
        <p className="redemption-code__code">{promo}</p>
        <button type="button" className="btn btn-outline redemption-code__copy" onClick={() => void copy()}>
          {copied === 'done' ? 'Copied' : 'Copy'}
          <span className="visually-hidden"> {promo}</span>
        </button>
      </div>
      {redemption.expires_at && (
        <p className="redemption-code__expiry">
          Valid until <time dateTime={redemption.expires_at}>{manilaDateTime(redemption.expires_at)}</time>
        </p>
      )}
      <p className="redemption-code__copied" role="status">
        {copied === 'done'
          ? `${promo} copied.`
          : copied === 'failed'
            ? 'Couldn’t copy: select the code to copy it.'
            : ''}
      </p>
    </div>
  );
}
