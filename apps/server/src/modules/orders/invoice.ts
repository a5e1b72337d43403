/**
 * The printable invoice: an HTML page served at a link that carries its own authorisation — an HMAC of
 * the order's uuid under the server's signing secret — so it opens from a plain `<a href>` (no headers)
 * and cannot be guessed or derived from another order's link.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { DISCOUNT_TYPE_LABELS, type DiscountType, idTypeLabel } from '@storefront/contracts/special-discount';
import { branchLabel } from '@storefront/domain/branch-label';
import { isDelivery, LOGISTIC_TYPE_LABELS, type LogisticType } from '@storefront/domain/logistic-types';
import { DELIVERY_FEE_LABEL, deliveryFeeLabel, formatCentavos } from '@storefront/domain/money';
import { formatOrderPlacedAt } from '@storefront/domain/order-date';
import { headlineStatus, orderStatusLabel, type StatusLabelDesigns } from '@storefront/domain/order-status-label';
import { paymentMethodLabel } from '@storefront/domain/payment-methods';
import { formatScheduleDisplay } from '@storefront/domain/schedule';
import { escapeHtml } from '../../lib/html';
import { paymentProblem } from './payment-state';
import type { OrderRow, SubOrderView } from './repository';
import { hasSpecialDiscount, type OrderIdCopyView } from './special-discount';
import { overallOf, referenceOf, shownStatusesOf } from './views';

export const INVOICE_PATH = '/api/store/v1/public/customer/estore/order/invoice';

/**
 * Signs and checks invoice links with a key derived (HKDF) from the server's secret — its admin key,
 * as the deposit-slip image links do — so every instance sharing ADMIN_KEY opens every instance's
 * links. Without one, a random key per process: links made before a restart stop opening (the order
 * screen fetches a fresh link each time it loads the order).
 */
export function createInvoiceLinks(secret: string | undefined) {
  const key = secret ? Buffer.from(hkdfSync('sha256', secret, 'storefront', 'order-invoice-url', 32)) : randomBytes(32);
  const sign = (orderUuid: string) =>
    createHmac('sha256', key).update(`invoice:${orderUuid.toLowerCase()}`).digest('base64url');
  return {
    /** Root-relative: the SPA and the API share one origin (custom domains too). */
    urlFor(orderUuid: string, subdomain: string): string {
      const query = new URLSearchParams({ merchant: subdomain, signature: sign(orderUuid) });
      return `${INVOICE_PATH}/${orderUuid}?${query}`;
    },
    verify(orderUuid: string, signature: string): boolean {
      const expected = Buffer.from(sign(orderUuid));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type InvoiceLinks = ReturnType<typeof createInvoiceLinks>;

/**
 * The order's status as its screens say it: the payment's trouble first (issue 26: 'Payment Failed' while
 * its parts wait for another try, 'Payment Expired' once the window closed unpaid), else the status.
 */
const PAYMENT_PROBLEM_LABELS = { failed: 'Payment Failed', expired: 'Payment Expired' } as const;

/** The payment's status in words, as the order screen's payment card says it. */
const PAYMENT_STATUS_LABELS: Record<OrderRow['paymentStatus'], string> = {
  unpaid: 'Unpaid',
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
};

/** A scheduled part's slot as the order screen says it ('Nov 25, 10:00 AM'); as stored if it is not one. */
function slotText(value: string): string {
  try {
    return formatScheduleDisplay(value);
  } catch {
    return value.slice(0, 16);
  }
}

function lineRows(sub: SubOrderView): string {
  return sub.items
    .map((item) => {
      const details = [
        ...item.variation.map((v) => `${v.attribute}: ${v.value}`),
        ...item.add_ons.map((a) => `+ ${a.name}`),
        ...(item.remarks ? [`Note: ${item.remarks}`] : []),
      ];
      return `<tr><td>${escapeHtml(item.name)}${details.length ? `<div class="muted">${details.map(escapeHtml).join('<br>')}</div>` : ''}</td><td class="num">${item.quantity}</td><td class="num">${escapeHtml(formatCentavos(item.line_total))}</td></tr>`;
    })
    .join('');
}

/** Whether the part pays a delivery fee line: it is delivered, or was charged one. */
const deliversWithFee = (sub: SubOrderView) => isDelivery(sub.deliveryType as LogisticType) || !!sub.deliveryFee;

/**
 * One branch's part: 'Brand · Branch' as the order screen heads it, how and when, and its items. An order
 * of several parts gives each part's Delivery Fee here (the totals add them up); an order of one part
 * gives it only in the totals, so no amount is read twice (spec §2 summary: one line per fee name).
 */
function subOrderSection(sub: SubOrderView, feeInPart: boolean): string {
  const when = sub.deliveryDatetime ? ` · ${escapeHtml(slotText(sub.deliveryDatetime))}` : '';
  const fee =
    feeInPart && deliversWithFee(sub)
      ? `<tr><td colspan="2">${DELIVERY_FEE_LABEL}</td><td class="num">${escapeHtml(deliveryFeeLabel(sub.deliveryFee))}</td></tr>`
      : '';
  return `<section>
<h2>${escapeHtml(branchLabel(sub.brandName, sub.branchName))}</h2>
<p class="muted">${escapeHtml(LOGISTIC_TYPE_LABELS[sub.deliveryType as LogisticType] ?? sub.deliveryType)}${when}${sub.status === 'cancelled' ? ' · Cancelled' : ''}</p>
<table><thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${lineRows(sub)}${fee}</tbody></table>
</section>`;
}

/**
 * The totals' fee lines, one per fee name with the order's total of it, as the cart's summary: orders
 * charge one fee, the Delivery Fee (FREE when nothing was charged), shown while a part is delivered.
 * Its amount is the order's stored fees, so Subtotal + fees − deductions is the Total.
 */
function feeLines(order: OrderRow, subs: SubOrderView[]): string {
  if (!subs.some(deliversWithFee) && order.fees === 0) return '';
  return `<tr><td>${DELIVERY_FEE_LABEL}</td><td class="num">${escapeHtml(deliveryFeeLabel(order.fees))}</td></tr>\n`;
}

const typeLabel = (type: string) => DISCOUNT_TYPE_LABELS[type as DiscountType] ?? type;
const money = (centavos: number) => escapeHtml(formatCentavos(centavos));

/**
 * The Senior Citizen / PWD discount as the law wants it on the invoice (ADR 0020): the VAT-exempt sale,
 * the VAT exemption and the 20% discount as lines off the total, and the ID it was granted on — its
 * type, the holder's name and the full number. A rejected discount took nothing off: nothing shows.
 */
function specialDiscountParts(order: OrderRow, copies: OrderIdCopyView[]): { lines: string; section: string } {
  if (!hasSpecialDiscount(order) || order.specialDiscountApproved === 0) return { lines: '', section: '' };
  const label = order.specialDiscountTypes.map(typeLabel).join(' / ');
  const exemption = order.specialDiscountVatExemption;
  const lines = [
    ...(exemption > 0 ? [`<tr><td>Less: VAT exemption</td><td class="num">${money(-exemption)}</td></tr>`] : []),
    `<tr><td>Less: ${escapeHtml(label)} discount (20%)</td><td class="num">${money(-(order.specialDiscountAmount - exemption))}</td></tr>`,
  ].join('\n');
  const pending = order.specialDiscountApproved === null;
  const ids = copies
    .map(
      (c) =>
        `<tr><td>${escapeHtml(typeLabel(c.discountType))}</td><td>${escapeHtml(idTypeLabel(c.idType))}</td><td>${escapeHtml(c.fullName)}</td><td>${escapeHtml(c.idNumber)}</td></tr>`,
    )
    .join('');
  const section = `<section>
<h2>${escapeHtml(label)} discount</h2>
<p class="muted">${pending ? 'The store is checking the ID: the discount is final once it is approved.' : 'Approved by the store.'}</p>
<table><tbody>
${order.specialDiscountVatExemptSale > 0 ? `<tr><td>VAT-exempt sale</td><td class="num">${money(order.specialDiscountVatExemptSale)}</td></tr>` : ''}
${exemption > 0 ? `<tr><td>VAT exemption</td><td class="num">${money(exemption)}</td></tr>` : ''}
<tr><td>${escapeHtml(label)} discount (20%)</td><td class="num">${money(order.specialDiscountAmount - exemption)}</td></tr>
</tbody></table>
${ids ? `<table><thead><tr><th scope="col">Discount</th><th scope="col">ID type</th><th scope="col">Name</th><th scope="col">ID number</th></tr></thead><tbody>${ids}</tbody></table>` : ''}
</section>`;
  return { lines: `${lines}\n`, section };
}

/** The points that paid part of the order (ADR 0024), as the order summary's 'Points Redeemed' line. */
const pointsLine = (order: OrderRow) =>
  order.pointsUsed > 0
    ? `<tr><td>Points Redeemed (${order.pointsUsed.toLocaleString('en-US')})</td><td class="num">${escapeHtml(formatCentavos(-order.pointsPaid))}</td></tr>\n`
    : '';

/** The medicine wallet credits that paid part of the order (ADR 0025), after the points as they pay. */
const walletLine = (order: OrderRow) =>
  order.walletPaid > 0
    ? `<tr><td>Medicine wallet credits</td><td class="num">${escapeHtml(formatCentavos(-order.walletPaid))}</td></tr>\n`
    : '';

/**
 * The status line's label (HTML): the payment's trouble, stressed, else the order's status in the words
 * the order screen's banner uses for it (the merchant's design label, domain `orderStatusLabel`).
 */
function statusHtml(order: OrderRow, subs: SubOrderView[], designs: StatusLabelDesigns | null): string {
  const problem = paymentProblem(
    order,
    subs.map((s) => s.status),
  );
  if (problem) return `<strong class="problem">${escapeHtml(PAYMENT_PROBLEM_LABELS[problem])}</strong>`;
  return escapeHtml(orderStatusLabel(designs, headlineStatus(overallOf(subs), shownStatusesOf(subs))));
}

/** 'GCash (Payment failed)', then Pay Now to the storefront's payment screen while the order can be paid. */
function paymentText(order: OrderRow, payNowUrl: string | null): string {
  const status = order.paymentExpiredAt ? 'Not paid in time' : PAYMENT_STATUS_LABELS[order.paymentStatus];
  const payNow = payNowUrl ? `\n<p><a class="pay-now" href="${escapeHtml(payNowUrl)}">Pay Now</a></p>` : '';
  return `<p><strong>Payment:</strong> ${escapeHtml(paymentMethodLabel(order.paymentMethod))} (${escapeHtml(status)})</p>${payNow}`;
}

export type InvoiceOptions = {
  /** The ID copies an SC/PWD discount was granted on. */
  copies?: OrderIdCopyView[];
  /** Where Pay Now goes (the storefront's payment screen for this order), only while it can be paid (`canPayNow`). */
  payNowUrl?: string | null;
  /** The merchant's order status designs: their labels name the status, as on the order screen. */
  statusDesigns?: StatusLabelDesigns | null;
};

/** The printable invoice. */
export function invoiceHtml(
  merchantName: string,
  order: OrderRow,
  subs: SubOrderView[],
  { copies = [], payNowUrl = null, statusDesigns = null }: InvoiceOptions = {},
): string {
  const discount = specialDiscountParts(order, copies);
  const reference = referenceOf(order.uuid);
  const address = order.address
    ? `<p><strong>Deliver to:</strong> ${escapeHtml(order.address.label)}${order.address.notes ? ` (${escapeHtml(order.address.notes)})` : ''}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Invoice ${escapeHtml(reference)} — ${escapeHtml(merchantName)}</title>
<style>
/* Customer text (notes up to 149 characters, addresses, names) may have no spaces: it wraps, never widens the page. */
body{font:15px/1.45 system-ui,sans-serif;color:#222;max-width:760px;margin:24px auto;padding:0 16px;overflow-wrap:anywhere}
h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 2px}
table{width:100%;border-collapse:collapse;margin-top:8px}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #ddd;vertical-align:top}
.num{text-align:right;white-space:nowrap}.muted{color:#555;font-size:13px}.totals td{border:0}.totals tr:last-child td{font-weight:700;border-top:2px solid #222}
.problem{color:#b3261e}.pay-now{display:inline-block;padding:6px 14px;border-radius:8px;background:#222;color:#fff;font-weight:600;text-decoration:none;overflow-wrap:normal}
@media print{body{margin:0}.pay-now{display:none}}
</style></head>
<body><main>
<h1>${escapeHtml(merchantName)}</h1>
<p class="muted">Invoice for order <strong>${escapeHtml(reference)}</strong> · ${escapeHtml(formatOrderPlacedAt(order.createdAt))} (Manila) · ${statusHtml(order, subs, statusDesigns)}</p>
<p><strong>Customer:</strong> ${escapeHtml(order.contact.name)} · ${escapeHtml(order.contact.mobile_number)}${order.contact.email ? ` · ${escapeHtml(order.contact.email)}` : ''}</p>
${address}
${subs.map((sub) => subOrderSection(sub, subs.length > 1)).join('\n')}
${discount.section}
<table class="totals"><tbody>
<tr><td>Subtotal</td><td class="num">${escapeHtml(formatCentavos(order.subtotal))}</td></tr>
${feeLines(order, subs)}${order.voucherCode ? `<tr><td>Promo (${escapeHtml(order.voucherCode)})</td><td class="num">${escapeHtml(formatCentavos(-order.voucherAmount))}</td></tr>\n` : ''}${discount.lines}${pointsLine(order)}${walletLine(order)}<tr><td>Total</td><td class="num">${escapeHtml(formatCentavos(order.total))}</td></tr>
</tbody></table>
${paymentText(order, payNowUrl)}
</main></body></html>`;
}
