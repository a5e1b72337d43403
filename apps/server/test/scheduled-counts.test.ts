/**
 * The cart's counts of scheduled orders (issue 25, orders/scheduled-counts.ts): kept per branch, and
 * forgotten only for the branches a write touched — at once for this instance's own writes (an order
 * placed, cancelled, expired), within the check interval for another instance's. What checkout enforces
 * is counted again under the branch's lock (checkout.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { ordersRepository } from '../src/modules/orders/repository';
import { createScheduledCounts } from '../src/modules/orders/scheduled-counts';
import { branch, hours, merchantConfig, product, schedule } from './factories';
import { loadMerchant, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const clock = new Date('2026-11-23T10:00:00+08:00');
const DAY = '2026-11-24';
const id = (name: string) => stableUuid(`slots/${name}`);
const MAKATI = id('branch/makati');
const CUBAO = id('branch/cubao');
const BURGER = id('product/burger');

let t: TestApp;
let token: string;
let merchantId: number;
let branchIds: { makati: number; cubao: number };

const settings = {
  store_hours: hours('08:00', '22:00'),
  delivery_fee: { base: 49, per_km: 0 },
  delivery_settings: schedule({ orders_per_day: 5 }),
};

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'slots',
      store_details: { cancellation_reasons: ['Changed my mind'], payment_methods: ['COD', 'GCASH_PAYMONGO'] },
      branches: [
        branch('makati', { name: 'Makati', ...settings }),
        branch('cubao', { name: 'Cubao', lat: 14.6197, long: 121.0537, ...settings }),
      ],
      products: [
        product('burger', {
          name: 'Burger',
          inventory: [
            { branch: 'makati', stock: 'unlimited' },
            { branch: 'cubao', stock: 'unlimited' },
          ],
        }),
      ],
    }),
  );
  token = await tokenOf(t, 'slots');
  merchantId = (await t.services.merchants.findBySubdomain('slots'))?.id as number;
  const idOf = async (uuid: string) => (await t.services.branches.publicBranch(merchantId, uuid)).id;
  branchIds = { makati: await idOf(MAKATI), cubao: await idOf(CUBAO) };
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** What a new guest's cart at `branch` shows the day still takes. */
async function remaining(branchUuid: string): Promise<number> {
  const guest = shopperOf(t.app, token, { branch: branchUuid });
  await guest.add(BURGER);
  const days = (await guest.list()).json().list[0].delivery_settings.initial_dates;
  return days.find((d: { date: string }) => d.date === DAY).remaining_orders_accepted;
}

/** A guest's order for the slot at `branch` (cash on delivery unless told), on this instance unless told. */
async function book(branchUuid: string, payload: object = {}, app = t.app): Promise<string> {
  const guest = shopperOf(app, token, { branch: branchUuid });
  await guest.add(BURGER);
  const slot = { branchuuid: branchUuid, delivery_type: 'scheduled_delivery', delivery_datetime: `${DAY} 12:00:00` };
  expect((await guest.deliveryType(slot)).statusCode).toBe(200);
  return guest.placeOrder(payload);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("this instance's writes", () => {
  it('show at once for their branch: each order placed, cancelled or expired', async () => {
    const [makati, cubao] = [await remaining(MAKATI), await remaining(CUBAO)];
    await book(MAKATI);
    expect(await remaining(MAKATI)).toBe(makati - 1);
    const second = await book(MAKATI);
    expect(await remaining(MAKATI)).toBe(makati - 2);

    await t.services.orders.operator.setStatus(second, { status: 'cancelled' });
    expect(await remaining(MAKATI)).toBe(makati - 1);

    // An online payment never made: its window closes and the order expires, freeing the slot.
    const unpaid = await book(MAKATI, { payment_method: 'GCASH_PAYMONGO' });
    expect(await remaining(MAKATI)).toBe(makati - 2);
    const order = await t.services.orders.byUuid(merchantId, unpaid);
    expect(await t.services.orders.closePaymentWindow(order?.id as number, clock)).toBe(true);
    expect(await t.services.orders.expireUnpaid(order?.id as number, clock)).toBe(true);
    expect(await remaining(MAKATI)).toBe(makati - 1);
    expect(await remaining(CUBAO)).toBe(cubao);
  });

  it("leave another branch's count where it is: an order at Makati does not count Cubao again", async () => {
    await remaining(CUBAO);
    await remaining(MAKATI);
    const counted = vi.spyOn(ordersRepository, 'scheduledFrom');
    await book(MAKATI);
    await remaining(CUBAO);
    await remaining(MAKATI);
    const branchesCounted = counted.mock.calls.map(([, q]) => q.branchId);
    expect(branchesCounted).not.toContain(branchIds.cubao);
    expect(branchesCounted).toContain(branchIds.makati);
  });
});

describe("another instance's writes", () => {
  it('are found by one check every 2 s, which forgets only the branches they touched', async () => {
    let ms = Date.now();
    // This instance's counts; `t` plays the other instance (its writes forget only its own counts).
    const here = createScheduledCounts(t.database.db, { now: () => clock, clock: () => ms });
    const count = async (branchId: number) =>
      (await here.count({ merchantId, branchId, kind: 'delivery', dates: [DAY] })).get(DAY) ?? 0;
    const makati = await count(branchIds.makati);
    const cubao = await count(branchIds.cubao);

    await book(CUBAO);
    await book(MAKATI);
    // This instance placed the Makati one, say: it forgets Makati's count only.
    here.forget([{ branchId: branchIds.makati, deliveryType: 'scheduled_delivery' }]);
    expect(await count(branchIds.makati)).toBe(makati + 1);
    expect(await count(branchIds.cubao)).toBe(cubao); // kept: not forgotten with Makati's

    // Two seconds on, a request starts the check in the background (answered as it is meanwhile).
    ms += 2_000;
    expect(await count(branchIds.cubao)).toBe(cubao);
    await settle();
    expect(await count(branchIds.cubao)).toBe(cubao + 1);

    // The next check looks at that interval again (a write may commit after a higher id was seen);
    // after it, nothing changed: no branch is counted again, however long the counts are read.
    ms += 2_000;
    await count(branchIds.cubao);
    await settle();
    expect([await count(branchIds.makati), await count(branchIds.cubao)]).toEqual([makati + 1, cubao + 1]);
    const counted = vi.spyOn(ordersRepository, 'scheduledFrom');
    for (let i = 0; i < 3; i++) {
      ms += 2_000;
      await count(branchIds.cubao);
      await count(branchIds.makati);
      await settle();
    }
    await count(branchIds.cubao);
    expect(counted.mock.calls.map(([, q]) => q.branchId)).toEqual([]);

    // After a quiet spell longer than two checks, a count waits for the check before it answers.
    ms += 10_000;
    await book(CUBAO);
    expect(await count(branchIds.cubao)).toBe(cubao + 2);
  });

  it("show in this instance's carts within the check interval (PostgreSQL: a second server)", async () => {
    const second = await t.anotherInstance();
    if (!second) return; // PGlite has a single opener
    const before = await remaining(CUBAO);
    await book(CUBAO, {}, second.app);
    let seen = await remaining(CUBAO);
    for (let i = 0; i < 60 && seen !== before - 1; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await remaining(CUBAO);
    }
    expect(seen).toBe(before - 1);
  });
});
