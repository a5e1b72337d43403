/**
 * Issue 26: a delivery address must be deliverable (the house no. and street are required for delivery,
 * not for pickup), and a signed-in customer's address book (ADR 0031): list, save, edit, delete, at most
 * ADDRESS_BOOK_LIMIT, another customer's address is 404, and checkout remembers where an order went.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { ADDRESS_BOOK_LIMIT, ADDRESS_MESSAGES } from '@storefront/contracts/addresses';
import { ORDER_MESSAGES } from '@storefront/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { stableUuid } from '../src/lib/uuid';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { MAKATI_ADDRESS, shopperOf } from './support/shopper';

const id = (name: string) => stableUuid(`addressshop/${name}`);
const MAKATI = id('branch/makati');
const BURGER = id('product/burger');
const BOOK = '/api/customer/customer/addresses';

/** Many sign-ups from one address: nothing here is about rate limits. */
const unlimited: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await testApp({ limiter: unlimited });
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'addressshop',
      branches: [branch('makati', { name: 'Makati' })],
      products: [product('burger', { name: 'Burger', price: 100 })],
    }),
  );
  token = await tokenOf(t, 'addressshop');
});
afterAll(() => t.close());

const shopper = (session?: string) => shopperOf(t.app, token, { ...(session ? { session } : {}), branch: MAKATI });

/** The address-book calls as one signed-in customer makes them. */
function bookOf(session: string) {
  const headers = { 'x-merchant-token': token, authorization: `Bearer ${session}` };
  return {
    list: () => t.app.inject({ method: 'GET', url: BOOK, headers }),
    save: (payload: object) => t.app.inject({ method: 'POST', url: BOOK, headers, payload }),
    edit: (uuid: string, payload: object) => t.app.inject({ method: 'POST', url: `${BOOK}/${uuid}`, headers, payload }),
    remove: (uuid: string) => t.app.inject({ method: 'DELETE', url: `${BOOK}/${uuid}`, headers }),
  };
}

const HOME = {
  name: 'Home',
  label: 'Quezon City, Metro Manila',
  lat: 14.676,
  lng: 121.0437,
  notes: '12 Maginhawa St.',
};

describe('the house no. and street of a delivery address', () => {
  it('is required for delivery, with a 422 on address.notes, and the cart is kept', async () => {
    const guest = shopper();
    await guest.add(BURGER);
    for (const notes of [undefined, '', '   ']) {
      const res = await guest.checkout({ address: { ...MAKATI_ADDRESS, notes } });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors['address.notes']).toEqual([ORDER_MESSAGES.houseStreetRequired]);
    }
    expect((await guest.list()).json().cart_count).toBe(1);
    const placed = await guest.checkout({ address: { ...MAKATI_ADDRESS, notes: 'Unit 5B, 123 Ayala Ave' } });
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('is not asked for a pickup order', async () => {
    const guest = shopper();
    await guest.add(BURGER);
    expect((await guest.deliveryType({ branchuuid: MAKATI, delivery_type: 'pickup_now' })).statusCode).toBe(200);
    const placed = await guest.checkout({ address: null });
    expect(placed.statusCode, placed.body).toBe(200);
  });
});

describe('the address book', () => {
  it('saves, lists (last used first), edits and deletes a customer’s addresses', async () => {
    const book = bookOf(await signUp(t, token, '09181230001'));
    expect((await book.list()).json()).toEqual({ data: [] });

    const home = await book.save(HOME);
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json()).toMatchObject({ message: ADDRESS_MESSAGES.saved, data: HOME });
    const work = (await book.save({ ...MAKATI_ADDRESS, name: 'Office' })).json().data;
    // The same place and details saved again stay one entry, moved to the top.
    const again = (await book.save(HOME)).json().data;
    expect(again.uuid).toBe(home.json().data.uuid);
    expect((await book.list()).json().data.map((a: { name: string }) => a.name)).toEqual(['Home', 'Office']);

    const edited = await book.edit(work.uuid, { ...MAKATI_ADDRESS, name: 'Work', notes: '8/F, 6750 Ayala Ave' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ uuid: work.uuid, name: 'Work', notes: '8/F, 6750 Ayala Ave' });

    expect((await book.remove(work.uuid)).json()).toEqual({ message: ADDRESS_MESSAGES.deleted });
    expect((await book.list()).json().data.map((a: { uuid: string }) => a.uuid)).toEqual([again.uuid]);
    expect((await book.remove(work.uuid)).statusCode).toBe(404);
  });

  it('refuses an address without its house no. and street, or without a location', async () => {
    const book = bookOf(await signUp(t, token, '09181230002'));
    const noStreet = await book.save({ ...HOME, notes: '  ' });
    expect(noStreet.statusCode).toBe(422);
    expect(noStreet.json().errors.notes).toEqual([ORDER_MESSAGES.houseStreetRequired]);
    const noPlace = await book.save({ ...HOME, label: '' });
    expect(noPlace.json().errors.label).toEqual([ORDER_MESSAGES.addressRequired]);
    expect((await book.list()).json().data).toEqual([]);
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses`, async () => {
    const book = bookOf(await signUp(t, token, '09181230003'));
    for (let i = 0; i < ADDRESS_BOOK_LIMIT; i++)
      expect((await book.save({ ...HOME, notes: `${i + 1} Maginhawa St.` })).statusCode).toBe(200);
    const full = await book.save({ ...HOME, notes: 'One too many St.' });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.address_book).toEqual([ADDRESS_MESSAGES.full]);
    expect((await book.list()).json().data).toHaveLength(ADDRESS_BOOK_LIMIT);
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses when 30 are saved at once, and one place once`, async () => {
    const book = bookOf(await signUp(t, token, '09181230013'));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => book.save({ ...HOME, notes: `${i + 1} Katipunan Ave.` })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(30 - ADDRESS_BOOK_LIMIT);
    expect((await book.list()).json().data).toHaveLength(ADDRESS_BOOK_LIMIT);

    const again = bookOf(await signUp(t, token, '09181230014'));
    const same = await Promise.all(Array.from({ length: 30 }, () => again.save(HOME)));
    expect(same.every((a) => a.statusCode === 200)).toBe(true);
    expect((await again.list()).json().data).toHaveLength(1);
  });

  it('answers 404 for another customer’s address, and changes nothing of it', async () => {
    const ana = bookOf(await signUp(t, token, '09181230004'));
    const ben = bookOf(await signUp(t, token, '09181230005'));
    const anas = (await ana.save(HOME)).json().data;
    expect((await ben.edit(anas.uuid, { ...HOME, notes: 'Taken over' })).statusCode).toBe(404);
    expect((await ben.remove(anas.uuid)).json()).toEqual({ message: ADDRESS_MESSAGES.notFound });
    expect((await ben.list()).json().data).toEqual([]);
    expect((await ana.list()).json().data).toEqual([anas]);
  });

  it('is for signed-in customers only', async () => {
    const res = await t.app.inject({ method: 'GET', url: BOOK, headers: { 'x-merchant-token': token } });
    expect(res.statusCode).toBe(401);
  });

  it('remembers the address a signed-in customer’s delivery order went to, once', async () => {
    const session = await signUp(t, token, '09181230006');
    const book = bookOf(session);
    const customer = shopper(session);
    const address = { ...MAKATI_ADDRESS, notes: 'Unit 5B, 123 Ayala Ave' };
    for (let order = 0; order < 2; order++) {
      await customer.add(BURGER);
      await customer.placeOrder({ address });
    }
    expect((await book.list()).json().data).toMatchObject([{ ...address, name: '' }]);
    // A guest's order is remembered by no one; the signed-in customer's book is theirs alone.
    const guest = shopper();
    await guest.add(BURGER);
    await guest.placeOrder({ address: { ...address, notes: 'Guest St.' } });
    expect((await book.list()).json().data).toHaveLength(1);
  });
});
