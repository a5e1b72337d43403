// @vitest-environment happy-dom
import type { OrderSummary } from '@storefront/contracts/order';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { designs } from '../test-orders';
import { OrdersList } from './orders-list';

const summary = (n: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  reference: `REF${String(n).padStart(5, '0')}`,
  created_at: '2026-11-03T06:30:00.000Z',
  order_status: 'pending',
  payment_method: 'COD',
  payment_method_label: 'Cash on Delivery',
  payment_status: 'unpaid',
  payment_expired: false,
  awaiting_special_discount_validation: false,
  total: 1283.5,
  item_count: 2,
  orders: [
    {
      uuid: 's',
      brand_name: 'Lutong Bahay',
      branch_name: 'Ayala Makati',
      delivery_type: 'deliver_now',
      delivery_datetime: null,
      order_status: 'pending',
    },
  ],
  ...overrides,
});

const ORDERS = '/api/store/v2/customer/estore/order';

function renderList(tab: 'upcoming' | 'past') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['order-status-designs'], designs());
  return renderWithProviders(<OrdersList subdomain="kainan" tab={tab} />, {
    route: `/kainan/orders/${tab}`,
    queryClient,
  });
}

describe('My Orders', () => {
  it('shows the tab, each order as a card linking to it, and loads the next page on request', async () => {
    const sent = mockApi(
      'post',
      ORDERS,
      json({ list: [summary(1), summary(2)], max_page: 2, next_page: 2 }),
      json({ list: [summary(3, { order_status: 'processing' })], max_page: 2, next_page: null }),
    );
    renderList('upcoming');
    const tabs = screen.getByRole('navigation', { name: 'Orders' });
    expect(within(tabs).getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Past' }).getAttribute('href')).toBe('/kainan/orders/past');

    const list = await screen.findByRole('list', { name: 'Upcoming orders' });
    const card = within(list).getByRole('article', { name: 'Order #REF00001' });
    expect(within(card).getByRole('link', { name: 'Order #REF00001' }).getAttribute('href')).toBe(
      `/kainan/orders/${summary(1).uuid}`,
    );
    expect(card.textContent).toContain('Lutong Bahay · Ayala Makati');
    expect(card.textContent).toContain('Order received');
    expect(card.textContent).toContain('PHP 1,283.50');
    expect(card.textContent).toContain('Cash on Delivery');
    expect(card.textContent).toContain('Nov 03, 2026, 2:30 PM');
    expect(sent[0]?.body).toEqual({
      status: 'upcoming',
      page: 1,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await within(list).findByRole('article', { name: 'Order #REF00003' })).toBeTruthy();
    expect(within(list).getByRole('article', { name: 'Order #REF00003' }).textContent).toContain(
      'Preparing your order',
    );
    expect(sent[1]?.body).toEqual({
      status: 'upcoming',
      page: 2,
    });
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  });

  it('tells an order whose time to pay ran out from one whose payment failed', async () => {
    const failed = { order_status: 'payment_failed' as const, payment_status: 'failed' as const };
    mockApi(
      'post',
      ORDERS,
      json({
        list: [summary(1, { ...failed, payment_expired: true }), summary(2, failed)],
        max_page: 1,
        next_page: null,
      }),
    );
    renderList('past');
    const list = await screen.findByRole('list', { name: 'Past orders' });
    expect(within(list).getByRole('article', { name: 'Order #REF00001' }).textContent).toContain('Payment Expired');
    expect(within(list).getByRole('article', { name: 'Order #REF00002' }).textContent).toContain('Payment Failed');
  });

  it("says 'Payment Failed' (not the pending design) for an online order whose payment failed, with Pay Now", async () => {
    const gcash = { payment_method: 'GCASH_PAYMONGO', payment_method_label: 'GCash' };
    mockApi(
      'post',
      ORDERS,
      json({
        list: [
          summary(1, { ...gcash, payment_status: 'failed' }),
          summary(2, { ...gcash, payment_status: 'pending' }),
          summary(3),
          summary(4, { ...gcash, payment_status: 'pending', awaiting_special_discount_validation: true }),
        ],
        max_page: 1,
        next_page: null,
      }),
    );
    renderList('upcoming');
    const list = await screen.findByRole('list', { name: 'Upcoming orders' });
    const failed = within(list).getByRole('article', { name: 'Order #REF00001' });
    expect(failed.textContent).toContain('Payment Failed');
    expect(failed.textContent).not.toContain('Order received');
    expect(within(failed).getByRole('link', { name: 'Pay Now for order #REF00001' }).getAttribute('href')).toBe(
      `/kainan/checkout/gcash/details/?order=${summary(1).uuid}`,
    );
    // Waiting for its first payment: still 'Order received' (spec §4), and Pay Now.
    const waiting = within(list).getByRole('article', { name: 'Order #REF00002' });
    expect(waiting.textContent).toContain('Order received');
    expect(within(waiting).getByRole('link', { name: /Pay Now/ })).toBeTruthy();
    // Cash on delivery, and an order whose SC/PWD ID the store is checking: nothing to pay now.
    for (const name of ['Order #REF00003', 'Order #REF00004'])
      expect(within(within(list).getByRole('article', { name })).queryByRole('link', { name: /Pay Now/ })).toBeNull();
  });

  it('offers no Pay Now once the time to pay ran out', async () => {
    const expired = {
      payment_method: 'GCASH_PAYMONGO',
      order_status: 'payment_failed' as const,
      payment_status: 'failed' as const,
      payment_expired: true,
    };
    mockApi('post', ORDERS, json({ list: [summary(1, expired)], max_page: 1, next_page: null }));
    renderList('past');
    const card = within(await screen.findByRole('list', { name: 'Past orders' })).getByRole('article');
    expect(card.textContent).toContain('Payment Expired');
    expect(within(card).queryByRole('link', { name: /Pay Now/ })).toBeNull();
  });

  it('says when there are no past orders', async () => {
    mockApi('post', ORDERS, json({ list: [], max_page: 1, next_page: null }));
    renderList('past');
    expect(await screen.findByText('No past orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start ordering' }).getAttribute('href')).toBe('/kainan/');
  });
});
