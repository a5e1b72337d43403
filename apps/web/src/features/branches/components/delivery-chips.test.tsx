// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { deliveryTerms } from '../delivery-terms';
import { DeliveryChips } from './delivery-chips';

const BRANCH = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const DETAILS = `/api/organization/v2/public/customer/branch/view/details/${BRANCH}`;
const on = { enable: true };
const off = { enable: false };
const KAINAN_FEE = { base: 49, per_km: 10, free_from_subtotal: 999 };
const terms = (over: Partial<Parameters<typeof deliveryTerms>[0]>) =>
  deliveryTerms({
    deliver_now: on,
    pickup_now: on,
    scheduled_delivery: on,
    scheduled_pickup: off,
    delivery_fee: KAINAN_FEE,
    delivery_time: null,
    minimum_order: null,
    ...over,
  });

describe("the Store screen's delivery chips", () => {
  it('show how the branch fulfils and its delivery fee as the server states it', async () => {
    mockApi(
      'get',
      DETAILS,
      json({
        data: {
          deliver_now: on,
          pickup_now: on,
          scheduled_delivery: on,
          scheduled_pickup: off,
          delivery_fee: KAINAN_FEE,
          delivery_time: { min_minutes: 25, max_minutes: 40 },
          minimum_order: 300,
        },
      }),
    );
    renderWithProviders(<DeliveryChips branchUuid={BRANCH} />);
    const chips = await screen.findByRole('list', { name: 'Delivery and pickup' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Delivery',
      '25–40 min',
      'Pickup',
      'Delivery fee PHP 49.00 + PHP 10.00/km',
      'Free delivery from PHP 999.00',
      'Min. delivery order PHP 300.00',
    ]);
  });

  it('show nothing when the details fail: the menu does not need them', async () => {
    const calls = mockApi('get', DETAILS, json({ message: 'Branch not found' }, 404));
    renderWithProviders(<DeliveryChips branchUuid={BRANCH} />);
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('word a flat fee, no fee rule (the cart shows FREE) and scheduled-only fulfilment', () => {
    expect(terms({ delivery_fee: { base: 59, per_km: 0, free_from_subtotal: null } })).toEqual([
      'Delivery',
      'Pickup',
      'Delivery fee PHP 59.00',
    ]);
    expect(terms({ delivery_fee: null })).toEqual(['Delivery', 'Pickup', 'Free delivery']);
    expect(terms({ deliver_now: off, pickup_now: off, scheduled_pickup: on })).toEqual([
      'Scheduled delivery',
      'Scheduled pickup',
      'Delivery fee PHP 49.00 + PHP 10.00/km',
      'Free delivery from PHP 999.00',
    ]);
  });

  it('say nothing about a fee, a time or a minimum when the branch does not deliver, and invent none', () => {
    const everything = { delivery_time: { min_minutes: 25, max_minutes: 40 }, minimum_order: 300 };
    expect(terms({ ...everything, deliver_now: off, scheduled_delivery: off })).toEqual(['Pickup']);
    expect(terms({}).some((t) => /min/i.test(t))).toBe(false);
  });

  it('give the time for delivering now only, one number when the estimate is one', () => {
    expect(terms({ delivery_time: { min_minutes: 30, max_minutes: 30 } })).toContain('30 min');
    // Scheduled delivery comes at the chosen slot: no estimate, but the minimum applies to it too.
    expect(
      terms({ deliver_now: off, delivery_time: { min_minutes: 25, max_minutes: 40 }, minimum_order: 199.5 }),
    ).toEqual([
      'Scheduled delivery',
      'Pickup',
      'Delivery fee PHP 49.00 + PHP 10.00/km',
      'Free delivery from PHP 999.00',
      'Min. delivery order PHP 199.50',
    ]);
  });
});
