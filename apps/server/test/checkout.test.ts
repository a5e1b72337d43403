import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES } from '@storefront/contracts/order';
import { STOCK_MESSAGE } from '@storefront/domain/cart-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { FULL_MESSAGE } from '../src/modules/cart/service';
import { branch, hours, merchantConfig, product, schedule } from './factories';
import { loadMerchant, signUp, storedStock, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const clock = new Date('2026-11-23T10:00:00+08:00');
const id = (name: string) => stableUuid(`ordershop/${name}`);
const MAKATI = id('branch/makati');
const BURGER = id('product/burger');
const ISAW = id('product/isaw');
const GULAMAN = id('product/gulaman');
const LECHON = id('product/lechon');

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'ordershop',
      store_details: {
        cancellation_reasons: ['Changed my mind'],
        payment_methods: ['COD', 'GCASH_PAYMONGO', 'DEPOSIT_SLIP'],
      },
      branches: [
        branch('makati', {
          name: 'Makati',
          store_hours: hours('08:00', '22:00'),
          delivery_fee: { base: 49, per_km: 0 },
          delivery_settings: schedule({ orders_per_day: 1 }),
          // Scheduled pickup counts its own orders: a full delivery day leaves pickup's capacity alone.
          logistic_types: { deliver_now: true, pickup_now: true, scheduled_delivery: true, scheduled_pickup: true },
          pickup_settings: schedule({ orders_per_day: 3 }),
        }),
      ],
      products: [
        product('burger', { name: 'Burger', price: 100 }),
        product('isaw', { name: 'Isaw', price: 120, inventory: [{ branch: 'makati', stock: 10 }] }),
        product('gulaman', { name: 'Gulaman', price: 50 }),
        product('lechon', { name: 'Lechon Feast', price: 60_000 }),
      ],
    }),
  );
  token = await tokenOf(t, 'ordershop');
});
afterAll(() => t.close());

const shopper = (session?: string) => shopperOf(t.app, token, { ...(session ? { session } : {}), branch: MAKATI });

const stockOfIsaw = () => storedStock(t, ISAW);

describe('checkout', () => {
  it('places a guest cash-on-delivery order priced by the server, takes the stock and spends the cart', async () => {
    const guest = shopper();
    await guest.add(BURGER, 2);
    await guest.add(ISAW, 1);
    const before = await stockOfIsaw();
    // A total or price from the client is not read.
    const res = await guest.checkout({ total: 1, cart_total_amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: ORDER_MESSAGES.placed,
      data: {
        customer_uuid: '-',
        payment_method: 'COD',
        payment_status: 'unpaid',
        total: 369, // 2 × 100 + 120 + 49 delivery
        sub_orders: [{ branch_name: 'Makati', status: 'pending' }],
      },
    });
    expect(await stockOfIsaw()).toBe(before - 1);
    expect((await guest.list()).statusCode).toBe(404);
  });

  it('returns the same order for a retried submit with the same key, and places nothing twice', async () => {
    const guest = shopper();
    await guest.add(ISAW, 1);
    const key = randomUUID();
    const first = await guest.checkout({ idempotency_key: key });
    const before = await stockOfIsaw();
    const again = await guest.checkout({ idempotency_key: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order_uuid).toBe(first.json().data.order_uuid);
    expect(await stockOfIsaw()).toBe(before);
  });

  it('refuses what it cannot place with a clear 422, and keeps the cart', async () => {
    const guest = shopper();
    expect((await guest.checkout()).json().errors.cart).toEqual([ORDER_MESSAGES.emptyCart]);
    await guest.add(BURGER);
    const noAddress = await guest.checkout({ address: null });
    expect(noAddress.json().errors.address).toEqual([ORDER_MESSAGES.addressRequired]);
    const unknown = await guest.checkout({ payment_method: 'BITCOIN' });
    expect(unknown.json().errors.payment_method).toEqual(['This payment method is not available.']);
    const notOffered = await guest.checkout({ payment_method: 'GRAB_PAY_PAYMONGO' });
    expect(notOffered.json().errors.payment_method).toEqual([ORDER_MESSAGES.methodNotOffered]);
    const deposit = await guest.checkout({ payment_method: 'DEPOSIT_SLIP' });
    expect(deposit.json().errors.payment_method).toEqual([ORDER_MESSAGES.signInForDeposit]);
    const badMobile = await guest.checkout({ contact: { name: 'Juan', mobile_number: '12345' } });
    expect(badMobile.statusCode).toBe(422);
    const noBillingZip = await guest.checkout({
      billing: {
        name: 'J',
        email: 'j@example.com',
        phone: '1',
        line1: 'x',
        city: 'c',
        province: 'p',
        postal_code: '12',
      },
    });
    expect(noBillingZip.json().errors['billing.postal_code']).toEqual(['Enter a 4-digit ZIP code.']);
    expect((await guest.list()).json().cart_count).toBe(1);
  });

  it("refuses a method outside its amount range and places a paid method's order awaiting its payment", async () => {
    const guest = shopper();
    await guest.add(ISAW, 1);
    await guest.add(BURGER, 1);
    expect((await guest.deliveryType({ branchuuid: MAKATI, delivery_type: 'pickup_now' })).statusCode).toBe(200);
    const before = await stockOfIsaw();
    const ok = await guest.checkout({ payment_method: 'GCASH_PAYMONGO', address: null });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      payment_method: 'GCASH_PAYMONGO',
      payment_status: 'pending',
      total: 220,
      sub_orders: [{ status: 'payment_pending' }],
    });
    expect(await stockOfIsaw()).toBe(before - 1);

    const pickUp = { branchuuid: MAKATI, delivery_type: 'pickup_now' };
    const small = shopper();
    await small.add(GULAMAN, 1);
    expect((await small.deliveryType(pickUp)).statusCode).toBe(200);
    const tooLittle = await small.checkout({ payment_method: 'GCASH_PAYMONGO', address: null });
    expect(tooLittle.json().errors.payment_method).toEqual(['GCash takes orders of at least PHP 100.00.']);
    const large = shopper();
    await large.add(LECHON, 1);
    expect((await large.deliveryType(pickUp)).statusCode).toBe(200);
    const tooMuch = await large.checkout({ payment_method: 'GCASH_PAYMONGO', address: null });
    expect(tooMuch.json().errors.payment_method).toEqual(['GCash takes orders of at most PHP 50,000.00.']);
    // Refused before anything is written: both carts are still there to pay another way.
    expect((await small.list()).json().cart_count).toBe(1);
    expect((await small.checkout({ address: null })).statusCode).toBe(200);
    expect((await large.list()).json().cart_count).toBe(1);
  });

  it('counts scheduled slots from orders: the day after the last slot is taken is full', async () => {
    const first = shopper();
    await first.add(BURGER);
    const slot = { branchuuid: MAKATI, delivery_type: 'scheduled_delivery', delivery_datetime: '2026-11-24 12:00:00' };
    expect((await first.deliveryType(slot)).statusCode).toBe(200);
    const second = shopper();
    await second.add(BURGER);
    expect((await second.deliveryType(slot)).statusCode).toBe(200);

    expect((await first.checkout()).statusCode).toBe(200);
    // The second customer chose the same day before it filled: checkout re-counts and refuses.
    const refused = await second.checkout();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('no longer available');
    const cart = (await second.list()).json();
    expect(cart.list[0].pickup_datetime).toBeNull();
    const day = cart.list[0].delivery_settings.initial_dates.find((d: { date: string }) => d.date === '2026-11-24');
    expect(day.remaining_orders_accepted).toBe(0);
    expect((await second.deliveryType(slot)).json().errors.delivery_datetime).toEqual([FULL_MESSAGE]);

    // The same branch and day, picked up: its own count (one query reads both kinds, ADR 0029).
    const pickupSlot = { ...slot, delivery_type: 'scheduled_pickup' };
    expect((await second.deliveryType(pickupSlot)).statusCode).toBe(200);
    expect((await second.checkout({ address: null })).statusCode).toBe(200);
    const third = shopper();
    await third.add(BURGER);
    const pickupDay = (await third.list())
      .json()
      .list[0].pickup_settings.initial_dates.find((d: { date: string }) => d.date === '2026-11-24');
    expect(pickupDay.remaining_orders_accepted).toBe(2);
    const deliveryDay = (await third.list())
      .json()
      .list[0].delivery_settings.initial_dates.find((d: { date: string }) => d.date === '2026-11-24');
    expect(deliveryDay.remaining_orders_accepted).toBe(0);
  });

  it('sells exactly the stock to 50 customers checking out at once', async () => {
    const guests = Array.from({ length: 50 }, () => shopper());
    for (const g of guests) await g.add(ISAW, 1);
    const left = await stockOfIsaw();
    const results = await Promise.all(guests.map((g) => g.checkout()));
    const placed = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(placed).toHaveLength(left);
    expect(refused).toHaveLength(50 - left);
    // Refused at the stock, or — when its checkout read the cart after the stock ran out — because the
    // cart lost the sold-out line; either way the customer is told why.
    for (const r of refused)
      expect(r.json().message).toMatch(
        new RegExp(`${STOCK_MESSAGE}|Isaw was removed from cart because it is out of stock`),
      );
    expect(results.some((r) => r.statusCode >= 500)).toBe(false);
    expect(await stockOfIsaw()).toBe(0);
  });

  it("places a signed-in customer's order under their uuid; another customer cannot replay its key", async () => {
    const session = await signUp(t, token, '09181120001');
    const customer = shopper(session);
    await customer.add(BURGER);
    const key = randomUUID();
    const res = await customer.checkout({ idempotency_key: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer_uuid).toMatch(/^[0-9a-f-]{36}$/);
    const other = shopper(await signUp(t, token, '09181120002'));
    await other.add(BURGER);
    expect((await other.checkout({ idempotency_key: key })).json().errors.idempotency_key).toEqual([
      'This checkout was already used.',
    ]);
  });
});
