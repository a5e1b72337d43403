/**
 * The sandbox provider's hosted page: a small server-rendered, accessible HTML page standing in for a
 * card's 3-D Secure page or an e-wallet's checkout. It shows what is being paid and two buttons, Pay and
 * Fail; each POSTs back here, and the customer is then sent (303) to the return address.
 */
import { formatCentavos } from '@storefront/domain/money';
import { escapeHtml } from '../../../lib/html';
import { type SandboxPayment, sandboxPagePath } from './sandbox-provider';

const KIND_LABEL: Record<string, string> = {
  card: 'Card payment',
  gcash: 'GCash',
  grab_pay: 'GrabPay',
  paymaya: 'Maya',
  shopeepay: 'ShopeePay',
  qrph: 'QR Ph (your banking app)',
  unionbank: 'UnionBank - Direct Debit',
};

/** Only our own inline styles; forms post to this origin; nothing else loads. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

export function sandboxPage(payment: SandboxPayment): string {
  const path = sandboxPagePath(payment.id);
  const method = KIND_LABEL[payment.type] ?? payment.type;
  const waiting = payment.status === 'awaiting_next_action' || payment.status === 'pending';
  const outcome =
    payment.status === 'failed'
      ? 'This payment failed.'
      : payment.status === 'cancelled'
        ? 'This payment was cancelled.'
        : 'This payment was made.';
  const back = payment.status === 'failed' ? payment.failedUrl : payment.successUrl;
  const body = waiting
    ? `<p class="note">This is a test payment page. No money moves.</p>
      <div class="actions">
        <form method="post" action="${escapeHtml(path)}/pay"><button type="submit" class="pay">Pay</button></form>
        <form method="post" action="${escapeHtml(path)}/fail"><button type="submit" class="fail">Fail</button></form>
      </div>`
    : `<p role="status">${outcome}</p>${back ? `<p><a class="back" href="${escapeHtml(back)}">Return to the store</a></p>` : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox payment · ${escapeHtml(method)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f2f4f7; color: #1d2433; }
  main { box-sizing: border-box; width: min(100% - 32px, 420px); background: #fff; border-radius: 16px; padding: 28px 24px;
         box-shadow: 0 8px 30px rgba(16, 24, 40, .12); text-align: center; }
  .badge { display: inline-block; font-size: 13px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase;
           color: #4b5565; background: #eef1f5; border-radius: 999px; padding: 4px 12px; }
  h1 { font-size: 22px; margin: 14px 0 4px; }
  .amount { font-size: 32px; font-weight: 800; margin: 8px 0; }
  .description { color: #4b5565; margin: 0 0 12px; }
  .note { font-size: 14px; color: #4b5565; }
  .actions { display: grid; gap: 12px; margin-top: 20px; }
  form { margin: 0; }
  button { width: 100%; font: inherit; font-weight: 700; font-size: 17px; padding: 14px; border-radius: 10px; cursor: pointer; }
  .pay { background: #116b3a; color: #fff; border: 2px solid #116b3a; }
  .fail { background: #fff; color: #a3161a; border: 2px solid #a3161a; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .back { color: #1d4ed8; font-weight: 700; }
</style>
</head>
<body>
<main>
  <span class="badge">Sandbox</span>
  <h1>${escapeHtml(method)}</h1>
  <p class="amount">${escapeHtml(formatCentavos(payment.amount))}</p>
  <p class="description">${escapeHtml(payment.description)}</p>
  ${body}
</main>
</body>
</html>`;
}
