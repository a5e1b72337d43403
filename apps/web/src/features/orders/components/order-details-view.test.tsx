// @vitest-environment happy-dom
import type { OrderDetails } from '@storefront/contracts/order';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { designs, ORDER_UUID, order, subOrder } from '../test-orders';
import { OrderDetailsView } from './order-details-view';

const REASONS = ['I changed my mind', 'I ordered the wrong item'];
const CANCEL = '/api/store/v1/customer/estore/order/cancel';
const FOLLOW_UP = '/api/store/v1/customer/estore/order/send/follow_up/:uuid';

function renderOrder(
  details: OrderDetails,
  {
    signedIn = true,
    focusUuid,
    isCoinMerchant = false,
  }: { signedIn?: boolean; focusUuid?: string; isCoinMerchant?: boolean } = {},
) {
  return renderWithProviders(
    <OrderDetailsView
      order={details}
      subdomain="kainan"
      focusUuid={focusUuid}
      signedIn={signedIn}
      designs={designs()}
      cancellationReasons={REASONS}
      isCoinMerchant={isCoinMerchant}
    />,
    { route: `/kainan/orders/${details.uuid}` },
  );
}

describe('the order screen', () => {
  it("shows the merchant's status design, the branch, items, amounts, contact and payment", () => {
    renderOrder(order());
    expect(screen.getByRole('status', { name: 'Order status' }).textContent).toBe('Order received');
    const branch = screen.getByRole('region', { name: 'Lutong Bahay · Ayala Makati' });
    expect(within(branch).getByText('Delivery')).toBeTruthy();
    expect(within(branch).getByText('Chicken Adobo Rice Meal')).toBeTruthy();
    expect(within(branch).getByText('Size - Large')).toBeTruthy();
    expect(within(branch).getByText('Extra Rice + Gravy')).toBeTruthy();
    expect(within(branch).getByText('Notes: No onions')).toBeTruthy();
    expect(within(branch).getAllByText('PHP 1,234.50').length).toBeGreaterThan(0);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('PHP 1,283.50')).toBeTruthy();
    expect(within(summary).getByText('Cash on Delivery')).toBeTruthy();
    expect(within(summary).getByText('Juan Dela Cruz')).toBeTruthy();
    expect(within(summary).getByText('Makati City, Metro Manila')).toBeTruthy();
    const invoice = screen.getByRole('link', { name: /View Invoice/ });
    expect(invoice.getAttribute('target')).toBe('_blank');
    expect(invoice.getAttribute('href')).toBe('/api/store/v1/public/invoice/abc?sig=1');
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
  });

  it('offers Pay Now for an unpaid provider order, to its payment route', () => {
    renderOrder(order({ payment_method: 'GCASH_PAYMONGO', payment_method_label: 'GCash', payment_status: 'pending' }));
    expect(screen.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe(
      `/kainan/checkout/gcash/details/?order=${ORDER_UUID}`,
    );
  });

  it('gives a guest neither Cancel Order nor Follow Up', () => {
    renderOrder(order({ customer_uuid: '-' }), { signedIn: false });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Follow Up/ })).toBeNull();
  });

  it('hides Cancel Order once the order may no longer be cancelled', () => {
    renderOrder(order({ cancellable: false, order_status: 'processing' }));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('cancels with a chosen reason and shows the returned message and status', async () => {
    const cancels = mockApi(
      'post',
      CANCEL,
      json({ message: 'Your order has been cancelled.', order_status: 'cancelled' }),
    );
    renderOrder(order());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });

    // No reason chosen: the dialog says so (the form validates on submit, a tick later) and sends nothing.
    // The form is its own chunk, loaded as the dialog opens (the first import compiles zod: give it time).
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm Cancellation' }, { timeout: 10_000 });
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please choose a reason.');
    expect(sentRequests()).toEqual([]);

    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(REASONS);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'I ordered the wrong item' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));

    const done = await screen.findByRole('dialog', { name: 'Order cancelled' });
    expect(done.textContent).toContain('Your order has been cancelled.');
    expect(done.textContent).toContain('Status: Cancelled');
    expect(cancels[0]?.path).toBe('/api/store/v1/customer/estore/order/cancel');
    expect(cancels[0]?.body).toEqual({ order_uuid: ORDER_UUID, reason: 'I ordered the wrong item' });
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message when cancelling fails, and keeps the dialog open", async () => {
    mockApi('post', CANCEL, json({ message: 'This order can no longer be cancelled.' }, 400));
    renderOrder(order());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'I changed my mind' }, { timeout: 10_000 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This order can no longer be cancelled.');
  });

  it('sends a follow-up for a sub-order once, then shows it as sent', async () => {
    const followUps = mockApi('get', FOLLOW_UP, json({ message: 'We let the branch know.', follow_up_sent: true }));
    const sub = subOrder();
    renderOrder(order({ orders: [sub] }));
    fireEvent.click(screen.getByRole('button', { name: /Follow Up/ }));
    expect(await screen.findByText('We let the branch know.')).toBeTruthy();
    expect(followUps[0]?.path).toBe(`/api/store/v1/customer/estore/order/send/follow_up/${sub.uuid}`);
    const sent = screen.getByRole('button', { name: /Follow-up sent/ }) as HTMLButtonElement;
    expect(sent.disabled).toBe(true);
  });

  it('offers no Follow Up on a part that is delivered or cancelled', () => {
    renderOrder(order({ orders: [subOrder({ order_status: 'delivered', status: 'delivered' })] }));
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });

  it('disables Follow Up when one was already sent', () => {
    renderOrder(order({ orders: [subOrder({ follow_up_sent: true })] }));
    expect((screen.getByRole('button', { name: /Follow-up sent/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('links each part of a multi-branch order to its Individual screen, which shows that part only', () => {
    const a = subOrder();
    const b = subOrder({
      uuid: '7d7b5d7e-1c1a-4a55-8f55-6a3c2a1b0c02',
      brand_name: 'Kape Tayo',
      branch_name: 'Ortigas',
      delivery_type: 'scheduled_pickup',
      delivery_datetime: '2026-11-23 14:30:00',
    });
    renderOrder(order({ orders: [a, b] }));
    expect(screen.getByRole('link', { name: /View this part.*Kape Tayo · Ortigas/ }).getAttribute('href')).toBe(
      `/kainan/orders/${ORDER_UUID}/${b.uuid}`,
    );
    expect(screen.getByText('Scheduled Pickup · Nov 23, 2:30 PM')).toBeTruthy();
    cleanup();

    renderOrder(order({ orders: [a, { ...b, order_status: 'pick_up', status: 'dispatched' }] }), { focusUuid: b.uuid });
    // The headline is the part's status, not the whole order's.
    expect(screen.getByRole('status', { name: 'Order status' }).textContent).toBe('Ready for pickup');
    expect(screen.getByRole('region', { name: 'Kape Tayo · Ortigas' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lutong Bahay · Ayala Makati' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View the whole order' }).getAttribute('href')).toBe(
      `/kainan/orders/${ORDER_UUID}`,
    );
  });

  it('shows the promo code the order was placed with, and each part’s share of it', () => {
    renderOrder(
      order({
        voucher_info: { code: 'LIBRENGDELIVERY', promo_code_type: 'free_delivery' },
        voucher_amount: 49,
        total: 1234.5,
        orders: [subOrder({ voucher_amount: 49 })],
      }),
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    const promo = within(summary).getByText('Promo (LIBRENGDELI)');
    expect(promo.nextElementSibling?.textContent).toBe('-PHP 49.00');
    const branch = screen.getByRole('region', { name: 'Lutong Bahay · Ayala Makati' });
    expect(within(branch).getByText('Promo').nextElementSibling?.textContent).toBe('-PHP 49.00');
  });

  it("shows 'Points Redeemed' with the points, before the Promo line", () => {
    renderOrder(
      order({
        voucher_info: { code: 'KAIN10', promo_code_type: 'percentage' },
        voucher_amount: 20,
        total: 100,
        points_used: 120,
        points_value: 120,
      }),
      { isCoinMerchant: true },
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms.slice(terms.indexOf('Delivery Fee'))).toEqual([
      'Delivery Fee',
      'Points Redeemed (120 UCOINS)',
      'Promo (KAIN10)',
      'Total',
    ]);
    const line = within(summary).getByText(/^Points Redeemed/);
    expect(line.nextElementSibling?.textContent).toBe('-PHP 120.00');
  });

  it("shows 'Medicine Wallet Credits' after the fees, before 'Points Redeemed' and the Promo line", () => {
    renderOrder(
      order({
        voucher_info: { code: 'KAIN10', promo_code_type: 'percentage' },
        voucher_amount: 20,
        total: 0,
        points_used: 10,
        points_value: 10,
        wallet_credits_amount: 250.5,
      }),
      { isCoinMerchant: false },
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms.slice(terms.indexOf('Delivery Fee'))).toEqual([
      'Delivery Fee',
      'Medicine Wallet Credits',
      'Points Redeemed (10 Pts.)',
      'Promo (KAIN10)',
      'Total',
    ]);
    expect(within(summary).getByText('Medicine Wallet Credits').nextElementSibling?.textContent).toBe('-PHP 250.50');
  });

  it('shows no wallet credits line without credits', () => {
    renderOrder(order());
    expect(screen.queryByText('Medicine Wallet Credits')).toBeNull();
  });

  it('shows no promo line without a code', () => {
    renderOrder(order());
    expect(screen.queryByText(/^Promo/)).toBeNull();
  });

  it("names the fee 'Delivery Fee' as the cart does, with the order's total of it over its parts", () => {
    renderOrder(
      order({
        subtotal: 300,
        fees: 108,
        total: 408,
        orders: [
          subOrder({ subtotal: 200, delivery_fee: 59 }),
          subOrder({ uuid: 'bgc', branch_name: 'BGC', subtotal: 100, delivery_fee: 49 }),
        ],
      }),
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    const lines = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
      .filter((line) => !/^(Order number|Placed):/.test(line));
    expect(lines).toEqual(['Subtotal: PHP 300.00', 'Delivery Fee: PHP 108.00', 'Total: PHP 408.00']);
    expect(within(summary).queryByText('Fees')).toBeNull();
  });

  it('shows no Delivery Fee in the Summary of an order only picked up', () => {
    renderOrder(
      order({ fees: 0, total: 1234.5, orders: [subOrder({ delivery_type: 'pickup_now', delivery_fee: null })] }),
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).queryByText('Delivery Fee')).toBeNull();
  });
});

describe("the order's Senior Citizen / PWD discount", () => {
  /** A GCash order of PHP 329.00 with PHP 77.14 off for a senior ID (a PHP 270.00 medicine, VAT-registered). */
  const discounted = (overrides: Partial<OrderDetails> = {}) =>
    order({
      payment_method: 'GCASH_PAYMONGO',
      payment_method_label: 'GCash',
      payment_status: 'pending',
      subtotal: 270,
      fees: 59,
      total: 251.86,
      special_discount_computed_amount: 77.14,
      special_discount_types: ['senior'],
      special_discount_rejected_action: 'proceed',
      ...overrides,
    });
  const summary = () => screen.getByRole('region', { name: 'Summary' });
  /** The amounts (the summary's second list), each 'label: amount'. */
  const totals = () =>
    within(summary())
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
      .filter((line) => !/^(Order number|Placed):/.test(line));

  it('says the store is checking the ID, and offers no Pay Now and no invoice while it does', () => {
    renderOrder(discounted({ awaiting_special_discount_validation: true }));
    const note = screen.getByText(
      'The store is checking your Senior Citizen / PWD ID. You can pay once it is confirmed.',
    );
    expect(note.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: /View Invoice/ })).toBeNull();
    expect(screen.getByText('Waiting for the ID check')).toBeTruthy();
    expect(totals()).toContain('Senior Citizen: -PHP 77.14');
    expect(totals()).toContain('Total: PHP 251.86');
  });

  it('offers Pay Now and the invoice once the store approved, with the discount still off', () => {
    renderOrder(discounted({ special_discount_approved: 1 }));
    expect(screen.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe(
      `/kainan/checkout/gcash/details/?order=${ORDER_UUID}`,
    );
    expect(screen.getByRole('link', { name: /View Invoice/ })).toBeTruthy();
    expect(screen.getByText('The special discount was approved.')).toBeTruthy();
    expect(screen.queryByText(/is checking your Senior Citizen/)).toBeNull();
    expect(totals()).toEqual([
      'Subtotal: PHP 270.00',
      'Delivery Fee: PHP 59.00',
      'Senior Citizen: -PHP 77.14',
      'Total: PHP 251.86',
    ]);
  });

  it('after a rejection with proceed, takes nothing off and says the order goes on at the full price', () => {
    renderOrder(discounted({ special_discount_approved: 0, total: 329 }));
    expect(screen.getByText('The store could not accept your ID; your order goes on at the full price.')).toBeTruthy();
    expect(totals()).toEqual(['Subtotal: PHP 270.00', 'Delivery Fee: PHP 59.00', 'Total: PHP 329.00']);
    expect(screen.getByRole('link', { name: 'Pay Now' })).toBeTruthy();
  });

  it('after a rejection with cancel, shows the order cancelled and why', () => {
    renderOrder(
      discounted({
        special_discount_approved: 0,
        special_discount_rejected_action: 'cancel',
        order_status: 'cancelled',
        cancellable: false,
        total: 329,
        orders: [subOrder({ status: 'cancelled', order_status: 'cancelled' })],
      }),
    );
    expect(screen.getByRole('status', { name: 'Order status' }).textContent).toBe('Cancelled');
    expect(screen.getByText('The store could not accept your ID, so your order was cancelled.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(totals()).not.toContain('Senior Citizen: -PHP 77.14');
  });

  it("names a PWD discount 'PWD'", () => {
    renderOrder(discounted({ special_discount_types: ['pwd'], special_discount_approved: 1 }));
    expect(totals()).toContain('PWD: -PHP 77.14');
  });
});

describe('the points line on the order screen', () => {
  const summary = () => screen.getByRole('complementary', { name: 'Order summary' });
  const pointsLine = () =>
    within(summary())
      .getAllByRole('status')
      .find((s) => s.closest('.order-card'));

  it('says what a pending order will earn, under the total, in a live region', () => {
    renderOrder(order({ points: { status: 'pending', points: 19 } }));
    expect(pointsLine()?.textContent).toBe("You'll earn 19 Pts. when this order is completed");
  });

  it('says what it earned, in UCOINS at the coin merchant', () => {
    renderOrder(order({ order_status: 'completed', points: { status: 'earned', points: 19 } }), {
      isCoinMerchant: true,
    });
    expect(pointsLine()?.textContent).toBe('You earned 19 UCOINS with this order');
  });

  it('says what was taken back after a cancellation', () => {
    renderOrder(order({ order_status: 'cancelled', points: { status: 'taken_back', points: 19 } }));
    expect(pointsLine()?.textContent).toBe('19 Pts. were taken back: this order was cancelled after it was completed');
  });

  it('shows nothing for an order without points, or 0 pending', () => {
    renderOrder(order({ points: null }));
    expect(pointsLine()?.textContent).toBe('');
    cleanup();
    renderOrder(order({ points: { status: 'pending', points: 0 } }));
    expect(pointsLine()?.textContent).toBe('');
    expect(screen.queryByText(/earn/)).toBeNull();
  });
});

describe('the payment window on the order screen', () => {
  /** A GCash order waiting for its payment, whose window closes at 3:45 PM Manila time. */
  const gcash = (overrides: Partial<OrderDetails> = {}) =>
    order({
      payment_method: 'GCASH_PAYMONGO',
      payment_method_label: 'GCash',
      payment_status: 'pending',
      payment_due_at: '2026-11-03T07:45:00.000Z',
      orders: [subOrder({ status: 'payment_pending' })],
      ...overrides,
    });
  /** What the server sends once the window closed unpaid: the parts released, the payment failed. */
  const expired = () =>
    gcash({
      payment_status: 'failed',
      payment_expired: true,
      order_status: 'payment_failed',
      cancellable: false,
      orders: [
        subOrder({
          status: 'payment_failed',
          order_status: 'payment_failed',
          cancel_reason: 'Payment expired',
          timeline: [
            { order_status: 'pending', at: '2026-11-03T07:15:00.000Z' },
            { order_status: 'payment_failed', at: '2026-11-03T07:45:00.000Z' },
          ],
        }),
      ],
    });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-03T07:20:00.000Z')); // 3:20 PM in Manila
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('says by when to pay, in Manila time, beside Pay Now', () => {
    renderOrder(gcash());
    const pay = screen.getByRole('link', { name: 'Pay Now' });
    const payBy = screen.getByText('Pay by 3:45 PM');
    expect(pay.getAttribute('aria-describedby')).toBe(payBy.id);
    expect(screen.queryByText(/time to pay for this order ran out/)).toBeNull();
  });

  it('says nothing of a window for cash on delivery', () => {
    renderOrder(order());
    expect(screen.queryByText(/^Pay by/)).toBeNull();
  });

  it("once expired: no Pay Now, the notice in a live region with 'Order again' (issue 27)", () => {
    renderOrder(expired());
    expect(screen.queryByRole('link', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByText(/^Pay by/)).toBeNull();
    const notice = screen.getByText('The time to pay for this order ran out, so it was cancelled. Please order again.');
    const region = notice.closest('[role="status"]') as HTMLElement;
    expect(region).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Order again' })).toBeTruthy();
    // One 'Order again' on the screen: the aside's is left out while the note offers it.
    expect(screen.getAllByRole('button', { name: 'Order again' })).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Order status' }).textContent).toBe('Payment Expired');
    const branch = screen.getByRole('region', { name: 'Lutong Bahay · Ayala Makati' });
    expect(within(branch).getAllByText('Payment Expired').length).toBeGreaterThan(0);
    expect(within(branch).queryByText('Payment Failed')).toBeNull();
    expect(screen.getByText('Not paid in time')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it("keeps 'Payment Failed' for a failed payment whose window is still open", () => {
    renderOrder(gcash({ payment_status: 'failed', order_status: 'payment_failed' }));
    expect(screen.getByRole('status', { name: 'Order status' }).textContent).toBe('Payment Failed');
    expect(screen.getAllByRole('link', { name: 'Pay Now' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Pay by 3:45 PM')).toBeTruthy();
  });

  it("after a failed payment (its parts still waiting, shown pending) says 'Payment Failed', with Pay Now under it", () => {
    // As the server sends it: the attempt failed, the part still payment_pending, shown pending (spec §4).
    renderOrder(gcash({ payment_status: 'failed' }));
    expect(screen.getByRole('status', { name: 'Order status' }).textContent).toBe('Payment Failed');
    const branch = screen.getByRole('region', { name: 'Lutong Bahay · Ayala Makati' });
    expect(within(branch).getByText('Payment Failed', { selector: '.order-status-badge' })).toBeTruthy();
    const progress = within(branch).getByRole('list', { name: 'Order progress' });
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toBe('Payment Failed');
    const notice = screen.getByText('Your payment did not go through. Please try again.');
    const region = notice.closest('[role="status"]') as HTMLElement;
    expect(region).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe(
      `/kainan/checkout/gcash/details/?order=${ORDER_UUID}`,
    );
    expect(screen.getByText('Payment failed')).toBeTruthy(); // the payment card's status
    expect(screen.getByText('Pay by 3:45 PM')).toBeTruthy();
  });

  it('offers no Follow Up on an online order not paid yet, whether waiting or failed; offers it once paid', () => {
    renderOrder(gcash());
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    cleanup();
    renderOrder(gcash({ payment_status: 'failed' }));
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    cleanup();
    renderOrder(gcash({ payment_status: 'paid', orders: [subOrder({ status: 'pending' })] }));
    expect(screen.getByRole('button', { name: /Follow Up/ })).toBeTruthy();
    expect(screen.queryByText('Your payment did not go through. Please try again.')).toBeNull();
  });
});

describe('refunds on the order screen', () => {
  const paid = (overrides: Partial<OrderDetails> = {}) =>
    order({
      payment_method: 'GCASH_PAYMONGO',
      payment_method_label: 'GCash',
      payment_status: 'paid',
      ...overrides,
    });
  const refund = (
    status: OrderDetails['refunds'][number]['status'],
    message: string,
    amount = 1283.5,
  ): OrderDetails['refunds'][number] => ({ amount, status, message, created_at: '2026-11-03T07:00:00.000Z' });

  it('shows nothing of refunds when none is owed', () => {
    renderOrder(paid());
    expect(screen.queryByRole('heading', { name: /Refund/ })).toBeNull();
    expect(screen.queryByText('Refund in progress')).toBeNull();
  });

  it("shows each refund's amount, a label for where it stands, and the message in a live region", () => {
    renderOrder(
      paid({
        order_status: 'cancelled',
        cancellable: false,
        refunds: [
          refund('succeeded', 'PHP 1,283.50 was refunded to your GCash.'),
          refund(
            'pending',
            'We are refunding PHP 49.00 to your GCash. It can take up to 7 banking days to reach you.',
            49,
          ),
        ],
      }),
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('heading', { name: 'Refunds' })).toBeTruthy();
    const items = within(payment).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Refunded')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('PHP 1,283.50')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByRole('status').textContent).toBe(
      'PHP 1,283.50 was refunded to your GCash.',
    );
    expect(within(items[1] as HTMLElement).getByText('Refund in progress')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('PHP 49.00')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('status').textContent).toContain('up to 7 banking days');
  });

  it('says when the store refunds by hand, or the refund failed', () => {
    renderOrder(
      paid({
        refunds: [
          refund('manual', 'The store will refund PHP 1,283.50 to you and contact you about it.'),
          refund(
            'failed',
            'We could not refund PHP 10.00 to your GCash automatically. The store will contact you to refund it.',
            10,
          ),
        ],
      }),
    );
    expect(screen.getByText('Store will refund')).toBeTruthy();
    expect(screen.getByText('Refund failed — the store will contact you')).toBeTruthy();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(
      expect.arrayContaining([
        'The store will refund PHP 1,283.50 to you and contact you about it.',
        'We could not refund PHP 10.00 to your GCash automatically. The store will contact you to refund it.',
      ]),
    );
  });

  it('keeps the message in place as the refund moves on, so the refresh is announced', () => {
    // The order screen's refresh hands the view the order again: here, through state.
    let refresh: (next: OrderDetails) => void = () => {};
    function Refreshed({ first }: { first: OrderDetails }) {
      const [current, setCurrent] = useState(first);
      refresh = setCurrent;
      return (
        <OrderDetailsView
          order={current}
          subdomain="kainan"
          signedIn
          designs={designs()}
          cancellationReasons={REASONS}
        />
      );
    }
    renderWithProviders(<Refreshed first={paid({ refunds: [refund('pending', 'We are refunding PHP 1,283.50.')] })} />);
    const before = screen.getByText('We are refunding PHP 1,283.50.');
    act(() => refresh(paid({ refunds: [refund('succeeded', 'PHP 1,283.50 was refunded to your GCash.')] })));
    const after = screen.getByText('PHP 1,283.50 was refunded to your GCash.');
    expect(after).toBe(before);
    expect(after.getAttribute('role')).toBe('status');
    expect(screen.getByText('Refunded')).toBeTruthy();
  });

  it('announces a status change in the same polite live region the screen opened with (issue 29)', () => {
    let refresh: (next: OrderDetails) => void = () => {};
    function Refreshed({ first }: { first: OrderDetails }) {
      const [current, setCurrent] = useState(first);
      refresh = setCurrent;
      return (
        <OrderDetailsView
          order={current}
          subdomain="kainan"
          signedIn
          designs={designs()}
          cancellationReasons={REASONS}
        />
      );
    }
    renderWithProviders(<Refreshed first={order()} />);
    const region = screen.getByRole('status', { name: 'Order status' });
    expect(region.textContent).toBe('Order received');
    act(() =>
      refresh(
        order({ order_status: 'processing', orders: [subOrder({ status: 'processing', order_status: 'processing' })] }),
      ),
    );
    // The node is kept (a new one would be read as new content, or not at all): its text changes.
    expect(screen.getByRole('status', { name: 'Order status' })).toBe(region);
    expect(region.textContent).toBe('Preparing your order');
  });

  it('tells a customer cancelling a paid order that the payment will be refunded', async () => {
    renderOrder(paid());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await within(dialog).findByRole('button', { name: 'Confirm Cancellation' }, { timeout: 10_000 });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby') as string);
    expect(description?.textContent).toBe(
      'Tell us why you are cancelling. This cannot be undone. You paid by GCash: your payment will be refunded.',
    );
  });

  it('says nothing of a refund when cancelling an unpaid order', async () => {
    renderOrder(order());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await within(dialog).findByRole('button', { name: 'Confirm Cancellation' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Tell us why you are cancelling. This cannot be undone.');
    expect(dialog.textContent).not.toContain('refunded');
  });
});
