// @vitest-environment happy-dom
import type { OrderSummary } from '@storefront/contracts/order';
import { REORDER_MESSAGES, REORDER_REASONS } from '@storefront/contracts/reorder';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCartId, getCartId, saveCartId } from '@/lib/cart-id';
import { clearStoredUser, saveStoredUser } from '@/lib/stored-user';
import { json, mockApi } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import type { ReorderResult } from '../api/reorder';
import { designs, ORDER_UUID, order, subOrder } from '../test-orders';
import { OrderCard } from './order-card';
import { OrderDetailsView } from './order-details-view';
import { ReorderNotice, reorderOutcomeOf } from './reorder-notice';

const REORDER = '/api/store/v1/customer/estore/order/reorder';
const PUBLIC_REORDER = '/api/store/v1/public/customer/estore/order/reorder';
const CART_UUID = '5a0d7c43-1f6e-4c1a-9f7a-2d1b9c0e4f11';

const result = (overrides: Partial<ReorderResult['data']> = {}, message: string = REORDER_MESSAGES.someAdded) =>
  json({
    message,
    data: {
      cart_uuid: CART_UUID,
      cart_count: 2,
      added_count: 2,
      not_added: [
        { name: 'Halo-halo', variation: '', quantity: 1, added_quantity: 0, reason: REORDER_REASONS.unavailable },
        {
          name: 'Chicken Adobo Rice Meal',
          variation: 'Large',
          quantity: 3,
          added_quantity: 1,
          reason: REORDER_REASONS.onlyLeft(1),
        },
      ],
      ...overrides,
    },
  });

const delivered = () =>
  order({
    order_status: 'completed',
    cancellable: false,
    orders: [subOrder({ status: 'delivered', order_status: 'delivered' })],
  });

function renderOrder(details = delivered(), signedIn = true) {
  return renderWithProviders(
    <OrderDetailsView
      order={details}
      subdomain="kainan"
      signedIn={signedIn}
      designs={designs()}
      cancellationReasons={[]}
    />,
    { route: `/kainan/orders/${details.uuid}` },
  );
}

afterEach(() => {
  cleanup();
  clearStoredUser();
  clearCartId();
});

describe("the cart's notice after 'Order again'", () => {
  it('says what came back and, per line left out, the reason and how many went in', () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <ReorderNotice
        outcome={{
          message: REORDER_MESSAGES.someAdded,
          not_added: [
            { name: 'Halo-halo', variation: '', quantity: 1, added_quantity: 0, reason: 'No longer available' },
            { name: 'Adobo Meal', variation: 'Large', quantity: 2, added_quantity: 0, reason: 'Sold out' },
            { name: 'Lumpia', variation: '', quantity: 6, added_quantity: 4, reason: 'Only 4 left' },
          ],
        }}
        onDismiss={onDismiss}
      />,
    );
    const notice = screen.getByRole('status', { name: 'Order again' });
    expect(within(notice).getByText(REORDER_MESSAGES.someAdded)).toBeTruthy();
    expect(within(notice).getByText('Not added to your cart:')).toBeTruthy();
    const items = within(notice)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Halo-halo ×1 — No longer available',
      'Adobo Meal (Large) ×2 — Sold out',
      'Lumpia ×6 — Only 4 left (4 added)',
    ]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('lists nothing when every line came back', () => {
    renderWithProviders(
      <ReorderNotice outcome={{ message: REORDER_MESSAGES.allAdded, not_added: [] }} onDismiss={() => {}} />,
    );
    const notice = screen.getByRole('status', { name: 'Order again' });
    expect(notice.textContent).toContain(REORDER_MESSAGES.allAdded);
    expect(within(notice).queryByRole('list')).toBeNull();
  });

  it('reads the outcome from the navigation state and ignores anything else', () => {
    const outcome = { message: 'm', not_added: [] };
    expect(reorderOutcomeOf({ reorder: outcome })).toBe(outcome);
    expect(reorderOutcomeOf(null)).toBeNull();
    expect(reorderOutcomeOf({ reorder: { message: 1 } })).toBeNull();
  });
});

describe("'Order again' on the order screen", () => {
  it('puts a past order back into the cart and opens the cart with what was not added', async () => {
    await saveStoredUser({ token: 't', subdomain: 'kainan', customer: { uuid: 'c-1' } as never });
    const sent = mockApi('post', REORDER, result());
    const { router } = renderOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kainan/cart'));
    expect(sent[0]?.body).toEqual({ order_uuid: ORDER_UUID });
    const outcome = reorderOutcomeOf(router.state.location.state);
    expect(outcome?.message).toBe(REORDER_MESSAGES.someAdded);
    expect(outcome?.not_added.map((l) => l.reason)).toEqual(['No longer available', 'Only 1 left']);
  });

  it("a guest's order goes into the guest's cart, whose id comes back to the cookie", async () => {
    saveCartId('11111111-1111-4111-8111-111111111111');
    const sent = mockApi('post', PUBLIC_REORDER, result({ not_added: [] }, REORDER_MESSAGES.allAdded));
    const { router } = renderOrder(delivered(), false);
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kainan/cart'));
    expect(sent[0]?.body).toEqual({ order_uuid: ORDER_UUID, cart_uuid: '11111111-1111-4111-8111-111111111111' });
    expect(getCartId()).toBe(CART_UUID);
  });

  it('says why when it fails, and stays on the order', async () => {
    await saveStoredUser({ token: 't', subdomain: 'kainan', customer: { uuid: 'c-1' } as never });
    mockApi('post', REORDER, json({ message: 'Order not found.' }, 404));
    const { router } = renderOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found.');
    expect(router.state.location.pathname).toBe(`/kainan/orders/${ORDER_UUID}`);
  });

  it('is not offered while the order is still on its way', () => {
    renderOrder(order());
    expect(screen.queryByRole('button', { name: 'Order again' })).toBeNull();
  });

  it('is offered on a past order’s card in My Orders, named by its order', () => {
    const summary = {
      uuid: ORDER_UUID,
      reference: 'REF00001',
      created_at: '2026-11-03T06:30:00.000Z',
      order_status: 'completed',
      payment_method: 'COD',
      payment_method_label: 'Cash on Delivery',
      payment_status: 'paid',
      payment_expired: false,
      awaiting_special_discount_validation: false,
      total: 100,
      item_count: 1,
      orders: [],
    } as unknown as OrderSummary;
    renderWithProviders(<OrderCard order={summary} to="/x" subdomain="kainan" designs={designs()} canReorder />, {
      queryClient: createTestQueryClient(),
    });
    expect(screen.getByRole('button', { name: 'Order again order #REF00001' })).toBeTruthy();
  });
});
