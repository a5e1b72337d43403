import type { ReactNode } from 'react';
import '../payments.css';

/** The full-screen payment pages (spec §2: no navbar or footer): one centred card. */
export function PaymentShell({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <main className="status-page" id="main">
      <div className="status-page__card payment">
        {icon}
        <h1 className="status-page__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export const SuccessMark = () => (
  <svg className="payment__mark payment__mark--ok" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
    <circle cx="28" cy="28" r="26" fill="currentColor" opacity="0.14" />
    <path
      d="M17 29l7 7 15-16"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const FailedMark = () => (
  <svg className="payment__mark payment__mark--failed" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
    <circle cx="28" cy="28" r="26" fill="currentColor" opacity="0.14" />
    <path d="M20 20l16 16M36 20L20 36" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
  </svg>
);

/** The amount, order reference and method being paid, and by when while the order may be paid (issue 23). */
export function PaymentFacts({
  amount,
  reference,
  method,
  payBy = null,
}: {
  amount: string;
  reference: string;
  method: string;
  /** When the payment window closes, in Manila time ('3:45 PM'); null when there is none to show. */
  payBy?: string | null;
}) {
  return (
    <dl className="payment__facts">
      <div>
        <dt>Amount</dt>
        <dd className="payment__amount">{amount}</dd>
      </div>
      <div>
        <dt>Order</dt>
        <dd>#{reference}</dd>
      </div>
      <div>
        <dt>Payment method</dt>
        <dd>{method}</dd>
      </div>
      {payBy && (
        <div>
          <dt>Pay by</dt>
          <dd>{payBy}</dd>
        </div>
      )}
    </dl>
  );
}
