import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { ORDER_VIEW_MESSAGES as M } from '../src/modules/orders/order-messages';
import { branch, hours, merchantConfig, product, schedule } from './factories';
import { loadMerchant, signUp, storedStock, type TestApp, testApp, tokenOf } from './helpers';
import { MAKATI_ADDRESS, shopperOf } from './support/shopper';

const clock = new Date('2026-11-23T10:00:00+08:00');
const id = (name: string) => stableUuid(`orderviews/${name}`);
const MAKATI = id('branch/makati');
const TAGUIG = id('branch/taguig');
const BURGER = id('product/burger');
const ISAW = id('product/isaw');
const STORE = '/api/store';
const DETAILS = `${STORE}/v4/customer/estore/order/transaction/details`;
const PUBLIC_DETAILS = `${STORE}/v4/public/customer/estore/order/transaction/details`;
const LIST = `${STORE}/v2/customer/estore/order`;
const CANCEL = `${STORE}/v1/customer/estore/order/cancel`;
const FOLLOW_UP = `${STORE}/v1/customer/estore/order/send/follow_up`;
const ADMIN_KEY = 'orders-test-admin-key';

let t: TestApp;
let token: string;
let ana: string;
let ben: string;

beforeAll(async () => {
  t = await testApp({ now: () => clock, adminKey: ADMIN_KEY });
  const base = merchantConfig();
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'orderviews',
      // The order screen says 'Order received' for pending (the design call's label): the invoice must too.
      design: {
        ...base.design,
        order_status_designs: {
          ...base.design.order_status_designs,
          pending: { enable: true, label: 'Order received' },
        },
      },
      store_details: {
        cancellation_reasons: ['Changed my mind', 'Ordered by mistake'],
        payment_methods: ['COD', 'CC_PAYMONGO'],
      },
      branches: [
        branch('makati', {
          name: 'Makati <Main>',
          store_hours: hours('08:00', '22:00'),
          delivery_fee: { base: 49, per_km: 0 },
          delivery_settings: schedule({ orders_per_day: 1 }),
        }),
        branch('taguig', { name: 'Taguig', lat: 14.5176, long: 121.0509 }),
      ],
      products: [
        product('burger', {
          name: 'Burger',
          price: 100,
          inventory: [
            { branch: 'makati', stock: 'unlimited' },
            { branch: 'taguig', stock: 'unlimited' },
          ],
        }),
        product('isaw', { name: 'Isaw', price: 120, inventory: [{ branch: 'makati', stock: 20 }] }),
      ],
    }),
  );
  token = await tokenOf(t, 'orderviews');
  ana = await signUp(t, token, '09181230001');
  ben = await signUp(t, token, '09181230002');
}, 60_000);
afterAll(() => t.close());

const headers = (session?: string) => ({
  'x-merchant-token': token,
  ...(session ? { authorization: `Bearer ${session}` } : {}),
});
const get = (url: string, session?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers(session), ...extra } });
const post = (url: string, payload: object, session?: string) =>
  t.app.inject({ method: 'POST', url, headers: headers(session), payload });
const admin = (url: string, payload?: object, key: string | null = ADMIN_KEY) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/admin/orders/${url}`,
    headers: key === null ? {} : { 'x-admin-key': key },
    ...(payload ? { payload } : {}),
  });

/** Places an order through the real cart and checkout; returns the order's uuid. */
async function placeOrder(
  options: { session?: string; items?: [string, number][]; method?: string; name?: string; slot?: string } = {},
): Promise<string> {
  const shopper = shopperOf(t.app, token, { ...(options.session ? { session: options.session } : {}), branch: MAKATI });
  for (const [productUuid, quantity] of options.items ?? [[BURGER, 1]]) await shopper.add(productUuid, quantity);
  if (options.slot) {
    const res = await shopper.deliveryType({
      branchuuid: MAKATI,
      delivery_type: 'scheduled_delivery',
      delivery_datetime: options.slot,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return shopper.placeOrder({
    payment_method: options.method ?? 'COD',
    contact: { name: options.name ?? 'Juan Dela Cruz', mobile_number: '09171234567' },
    address: { ...MAKATI_ADDRESS, notes: 'Gate 2' },
  });
}

const stockOfIsaw = () => storedStock(t, ISAW);

const details = async (uuid: string, session?: string) => {
  const res = await get(`${DETAILS}/${uuid}`, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('order details', () => {
  it('shows the customer their own order: statuses shown, lines, timeline, cancel and invoice', async () => {
    const uuid = await placeOrder({
      session: ana,
      items: [
        [BURGER, 2],
        [ISAW, 1],
      ],
    });
    const data = await details(uuid, ana);
    expect(data).toMatchObject({
      uuid,
      reference: uuid.slice(0, 8).toUpperCase(),
      customer_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      payment_method: 'COD',
      payment_method_label: 'Cash on Delivery',
      payment_status: 'unpaid',
      order_status: 'pending',
      subtotal: 320,
      fees: 49,
      total: 369,
      cancellable: true,
      address: { label: 'Makati City, Metro Manila', notes: 'Gate 2' },
      special_discount_computed_amount: 0,
      special_discount_approved: null,
    });
    expect(data.invoice_url).toMatch(/^\/api\/store\/v1\/public\/customer\/estore\/order\/invoice\//);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      branch_name: 'Makati <Main>',
      delivery_type: 'deliver_now',
      status: 'pending',
      order_status: 'pending',
      subtotal: 320,
      delivery_fee: 49,
      follow_up_sent: false,
      cancel_reason: null,
      items: [
        { name: 'Burger', quantity: 2, total_amount: 200, product_uuid: BURGER },
        { name: 'Isaw', quantity: 1, total_amount: 120, product_uuid: ISAW },
      ],
    });
    expect(data.orders[0].timeline).toEqual([{ order_status: 'pending', at: expect.any(String) }]);
  });

  it('answers 404 to another customer, 401 to a guest (route rule 4) and 404 to unknown ids', async () => {
    const uuid = await placeOrder({ session: ana });
    const other = await get(`${DETAILS}/${uuid}`, ben);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: M.notFound });
    const guest = await get(`${PUBLIC_DETAILS}/${uuid}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: M.signInToView });
    expect((await get(`${DETAILS}/${randomUUID()}`, ana)).statusCode).toBe(404);
    expect((await get(`${PUBLIC_DETAILS}/not-an-order`)).statusCode).toBe(404);
    expect((await get(`${DETAILS}/${uuid}`)).statusCode).toBe(401);
  });

  it('opens a guest order by its link, for the guest and for anyone signed in', async () => {
    const uuid = await placeOrder();
    const guest = await get(`${PUBLIC_DETAILS}/${uuid}`);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json().data).toMatchObject({ uuid, customer_uuid: '-', order_status: 'pending' });
    expect((await details(uuid, ben)).customer_uuid).toBe('-');
  });

  it('answers a poll with 304 until the order changes (ETag on updated_at)', async () => {
    const uuid = await placeOrder({ session: ana });
    const first = await get(`${DETAILS}/${uuid}`, ana);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const same = await get(`${DETAILS}/${uuid}`, ana, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await admin(`${uuid}/status`, { status: 'processing' })).statusCode).toBe(200);
    const moved = await get(`${DETAILS}/${uuid}`, ana, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
    expect(moved.json().data.order_status).toBe('processing');
  });
});

describe('orders list', () => {
  it("pages the customer's orders newest first, split into upcoming and past", async () => {
    const cora = await signUp(t, token, '09181230003');
    const placed: string[] = [];
    for (let i = 0; i < 13; i++) placed.push(await placeOrder({ session: cora }));
    // Two finish: one cancelled, one delivered.
    expect((await post(CANCEL, { order_uuid: placed[0], reason: 'Changed my mind' }, cora)).statusCode).toBe(200);
    for (const status of ['processing', 'dispatched', 'delivered'])
      expect((await admin(`${placed[1]}/status`, { status })).statusCode).toBe(200);
    await placeOrder({ session: ben }); // someone else's: never listed

    const page1 = await post(LIST, { status: 'upcoming', page: 1 }, cora);
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json()).toMatchObject({ max_page: 2, next_page: 2 });
    const newestFirst = placed.slice(2).reverse();
    expect(page1.json().list.map((o: { uuid: string }) => o.uuid)).toEqual(newestFirst.slice(0, 10));
    expect(page1.json().list[0]).toMatchObject({
      order_status: 'pending',
      payment_method_label: 'Cash on Delivery',
      total: 149,
      item_count: 1,
      orders: [{ branch_name: 'Makati <Main>', delivery_type: 'deliver_now', order_status: 'pending' }],
    });
    const page2 = (await post(LIST, { status: 'upcoming', page: 2 }, cora)).json();
    expect(page2).toMatchObject({ max_page: 2, next_page: null });
    expect(page2.list.map((o: { uuid: string }) => o.uuid)).toEqual(newestFirst.slice(10));
    const beyond = (await post(LIST, { status: 'upcoming', page: 3 }, cora)).json();
    expect(beyond).toMatchObject({ list: [], max_page: 2, next_page: null });

    const past = (await post(LIST, { status: 'past' }, cora)).json();
    expect(past.list.map((o: { uuid: string; order_status: string }) => [o.uuid, o.order_status])).toEqual([
      [placed[1], 'completed'],
      [placed[0], 'cancelled'],
    ]);
    expect(past).toMatchObject({ max_page: 1, next_page: null });
  }, 60_000);

  it('needs a signed-in customer and a valid body', async () => {
    expect((await post(LIST, { status: 'upcoming' })).statusCode).toBe(401);
    const bad = await post(LIST, { status: 'later' }, ana);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
  });
});

describe('cancel', () => {
  it('cancels a pending order: stock comes back, the slot frees up, the timeline shows it', async () => {
    const slot = '2026-11-25 12:00:00';
    const before = await stockOfIsaw();
    const uuid = await placeOrder({ session: ana, items: [[ISAW, 3]], slot });
    expect(await stockOfIsaw()).toBe(before - 3);
    // The day's only slot is taken: a second shopper cannot choose it.
    const cart = { add: await addToCart(ben, BURGER) };
    expect(cart.add).toBe(200);
    const choose = () =>
      post(
        `${STORE}/v5/customer/estore/cart/delivery_type/update`,
        { branchuuid: MAKATI, delivery_type: 'scheduled_delivery', delivery_datetime: slot },
        ben,
      );
    expect((await choose()).statusCode).toBe(422);

    const res = await post(CANCEL, { order_uuid: uuid, reason: 'Ordered by mistake' }, ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.cancelled, order_status: 'cancelled' });
    expect(await stockOfIsaw()).toBe(before);
    expect((await choose()).statusCode).toBe(200);
    await clearCart(ben);

    const data = await details(uuid, ana);
    expect(data).toMatchObject({ order_status: 'cancelled', cancellable: false });
    expect(data.orders[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'Ordered by mistake' });
    expect(data.orders[0].timeline.map((s: { order_status: string }) => s.order_status)).toEqual([
      'pending',
      'cancelled',
    ]);
    const again = await post(CANCEL, { order_uuid: uuid, reason: 'Ordered by mistake' }, ana);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.alreadyCancelled);
  });

  it("answers 404 for another customer's order and changes nothing", async () => {
    const before = await stockOfIsaw();
    const uuid = await placeOrder({ session: ana, items: [[ISAW, 1]] });
    const res = await post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' }, ben);
    expect(res.statusCode).toBe(404);
    expect((await details(uuid, ana)).order_status).toBe('pending');
    expect(await stockOfIsaw()).toBe(before - 1);
    const guestOrder = await placeOrder();
    expect((await post(CANCEL, { order_uuid: guestOrder, reason: 'Changed my mind' }, ben)).statusCode).toBe(404);
    expect((await post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' })).statusCode).toBe(401);
  });

  it('refuses once the store started (processing, dispatched) with a 422, and nothing changes', async () => {
    const uuid = await placeOrder({ session: ana, items: [[ISAW, 1]] });
    const stock = await stockOfIsaw();
    for (const status of ['processing', 'dispatched']) {
      expect((await admin(`${uuid}/status`, { status })).statusCode).toBe(200);
      const res = await post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' }, ana);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: M.notCancellable, errors: { order_uuid: [M.notCancellable] } });
      const data = await details(uuid, ana);
      expect(data).toMatchObject({ order_status: status, cancellable: false });
      expect(data.orders[0].cancel_reason).toBeNull();
      expect(await stockOfIsaw()).toBe(stock);
    }
  });

  it('decides a cancel racing the store or itself once: stock comes back once, never a 500', async () => {
    const before = await stockOfIsaw();
    const raced = await placeOrder({ session: ana, items: [[ISAW, 1]] });
    const twice = await placeOrder({ session: ana, items: [[ISAW, 1]] });
    const cancel = (uuid: string) => post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' }, ana);
    const [byCustomer, byStore, first, second] = await Promise.all([
      cancel(raced),
      admin(`${raced}/status`, { status: 'processing' }),
      cancel(twice),
      cancel(twice),
    ]);
    // The store and the customer: exactly one of them wins, the other gets a clear 422.
    expect([byCustomer.statusCode, byStore.statusCode].sort()).toEqual([200, 422]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const racedStatus = (await details(raced, ana)).order_status;
    expect(racedStatus).toBe(byCustomer.statusCode === 200 ? 'cancelled' : 'processing');
    expect(await stockOfIsaw()).toBe(before - (racedStatus === 'cancelled' ? 0 : 1));
  });

  it("takes only one of the merchant's reasons", async () => {
    const uuid = await placeOrder({ session: ana });
    const res = await post(CANCEL, { order_uuid: uuid, reason: 'Found it cheaper' }, ana);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reason).toEqual([M.unknownReason]);
    const empty = await post(CANCEL, { order_uuid: uuid, reason: '  ' }, ana);
    expect(empty.json().errors.reason).toEqual(['Please choose a reason.']);
    expect((await details(uuid, ana)).order_status).toBe('pending');
  });

  it('cancels an order awaiting or past its card payment; a paid one is refunded by the store', async () => {
    const waiting = await placeOrder({ session: ana, method: 'CC_PAYMONGO' });
    expect((await details(waiting, ana)).orders[0].status).toBe('payment_pending');
    const res = await post(CANCEL, { order_uuid: waiting, reason: 'Changed my mind' }, ana);
    expect(res.json()).toEqual({ message: M.cancelled, order_status: 'cancelled' });

    const paid = await placeOrder({ session: ana, method: 'CC_PAYMONGO' });
    const merchant = await t.services.merchants.findBySubdomain('orderviews');
    const row = await t.services.orders.byUuid(merchant?.id as number, paid);
    await t.database.db.transaction((tx) => t.services.orders.recordPayment(tx, row?.id as number, 'paid'));
    const data = await details(paid, ana);
    expect(data).toMatchObject({ payment_status: 'paid', order_status: 'pending', cancellable: true });
    expect(data.orders[0].timeline.map((s: { order_status: string }) => s.order_status)).toEqual(['pending']);
    const refunded = await post(CANCEL, { order_uuid: paid, reason: 'Changed my mind' }, ana);
    expect(refunded.json()).toEqual({ message: M.cancelledPaid, order_status: 'cancelled' });
    expect((await details(paid, ana)).payment_status).toBe('paid');
  });
});

describe('follow-up', () => {
  it('is sent once per sub-order; a second call says so without sending again', async () => {
    const uuid = await placeOrder({ session: ana });
    const sub = (await details(uuid, ana)).orders[0].uuid;
    const first = await get(`${FOLLOW_UP}/${sub}`, ana);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: M.followUpSent, follow_up_sent: true });
    expect((await details(uuid, ana)).orders[0].follow_up_sent).toBe(true);
    const second = await get(`${FOLLOW_UP}/${sub}`, ana);
    expect(second.json()).toEqual({ message: M.followUpAlready, follow_up_sent: true });
  });

  it("is the owner's only, and not for a finished order", async () => {
    const uuid = await placeOrder({ session: ana });
    const sub = (await details(uuid, ana)).orders[0].uuid;
    expect((await get(`${FOLLOW_UP}/${sub}`, ben)).statusCode).toBe(404);
    expect((await get(`${FOLLOW_UP}/${sub}`)).statusCode).toBe(401);
    expect((await get(`${FOLLOW_UP}/${randomUUID()}`, ana)).statusCode).toBe(404);
    await post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' }, ana);
    const finished = await get(`${FOLLOW_UP}/${sub}`, ana);
    expect(finished.statusCode).toBe(422);
    expect(finished.json().message).toBe(M.followUpFinished);
    expect((await details(uuid, ana)).orders[0].follow_up_sent).toBe(false);
  });
});

describe('invoice', () => {
  it('opens from its signed link without headers, with every customer string escaped', async () => {
    const uuid = await placeOrder({ name: 'Juan <script>alert(1)</script>' });
    const data = (await get(`${PUBLIC_DETAILS}/${uuid}`)).json().data;
    const res = await t.app.inject({ method: 'GET', url: data.invoice_url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain(uuid.slice(0, 8).toUpperCase());
    expect(res.body).toContain('Juan &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('Makati &lt;Main&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('PHP 149.00');
  });

  it("says the merchant's status label and prices the delivery once, in the order screen's words", async () => {
    const uuid = await placeOrder();
    const data = (await get(`${PUBLIC_DETAILS}/${uuid}`)).json().data;
    const html = (await t.app.inject({ method: 'GET', url: data.invoice_url })).body;
    expect(html).toMatch(/· [A-Z][a-z]{2} \d\d, \d{4}, \d{1,2}:\d\d [AP]M \(Manila\) · Order received<\/p>/);
    expect(html).toContain('<h2>The Grill · Makati &lt;Main&gt;</h2>');
    // One part: its PHP 49.00 delivery fee is read once, as the Delivery Fee of the totals.
    expect(html.split('PHP 49.00').length - 1).toBe(1);
    expect(html).toContain(
      `<tr><td>Subtotal</td><td class="num">PHP 100.00</td></tr>\n<tr><td>Delivery Fee</td><td class="num">PHP 49.00</td></tr>\n<tr><td>Total</td><td class="num">PHP 149.00</td></tr>`,
    );
  });

  it("is not found with a wrong, missing or another order's signature", async () => {
    const one = await placeOrder();
    const two = await placeOrder();
    const url = new URL((await get(`${PUBLIC_DETAILS}/${one}`)).json().data.invoice_url, 'http://x');
    const open = (path: string) => t.app.inject({ method: 'GET', url: path });
    const signature = url.searchParams.get('signature') as string;
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await open(`${url.pathname}?merchant=orderviews&signature=${tampered}`)).statusCode).toBe(404);
    expect((await open(`${url.pathname}?merchant=orderviews`)).statusCode).toBe(404);
    expect((await open(`${url.pathname.replace(one, two)}${url.search}`)).statusCode).toBe(404);
    expect((await open(`${url.pathname}?merchant=testmerchant&signature=${signature}`)).statusCode).toBe(404);
    expect((await open(`${url.pathname}${url.search}`)).statusCode).toBe(200);
  });
});

describe('operator API', () => {
  it('needs the admin key', async () => {
    const uuid = await placeOrder();
    expect((await admin(`${uuid}/status`, { status: 'processing' }, null)).statusCode).toBe(401);
    expect((await admin(`${uuid}/status`, { status: 'processing' }, 'wrong-key')).statusCode).toBe(401);
    expect((await admin(uuid, undefined, null)).statusCode).toBe(401);
    expect((await get(`${PUBLIC_DETAILS}/${uuid}`)).json().data.order_status).toBe('pending');
  });

  it('moves an order step by step to delivered, by uuid or reference; the customer sees each step', async () => {
    const uuid = await placeOrder({ session: ana });
    const reference = uuid.slice(0, 8).toUpperCase();
    const processing = await admin(`${reference}/status`, { status: 'processing' });
    expect(processing.statusCode, processing.body).toBe(200);
    expect(processing.json()).toMatchObject({ moved: 1, order: { order_uuid: uuid, order_status: 'processing' } });
    expect((await details(uuid, ana)).order_status).toBe('processing');
    expect((await admin(`${uuid}/status`, { status: 'dispatched' })).statusCode).toBe(200);
    expect((await details(uuid, ana)).order_status).toBe('dispatched');
    expect((await admin(`${uuid}/status`, { status: 'delivered' })).statusCode).toBe(200);
    const data = await details(uuid, ana);
    expect(data).toMatchObject({ order_status: 'completed', cancellable: false });
    expect(data.orders[0].timeline.map((s: { order_status: string }) => s.order_status)).toEqual([
      'pending',
      'processing',
      'dispatched',
      'delivered',
    ]);
    const shown = await admin(reference);
    expect(shown.json()).toMatchObject({ reference, order_status: 'completed', sub_orders: [{ status: 'delivered' }] });
  });

  it('refuses moves the rules do not allow with a 422, changing nothing', async () => {
    const uuid = await placeOrder({ session: ana });
    const skip = await admin(`${uuid}/status`, { status: 'delivered' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.status[0]).toContain('from pending to delivered');
    expect((await admin(`${uuid}/status`, { status: 'pending' })).statusCode).toBe(422);
    expect((await admin(`${uuid}/status`, { status: 'shipped' })).statusCode).toBe(422);
    expect((await admin(`${uuid}/status`, { status: 'processing', sub_order_uuid: randomUUID() })).statusCode).toBe(
      404,
    );
    expect((await admin(`${randomUUID()}/status`, { status: 'processing' })).statusCode).toBe(404);
    expect((await admin('nonsense/status', { status: 'processing' })).statusCode).toBe(422);
    const card = await placeOrder({ session: ana, method: 'CC_PAYMONGO' });
    const unpaid = await admin(`${card}/status`, { status: 'processing' });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors.status[0]).toContain('from payment_pending to processing');
    expect((await details(uuid, ana)).order_status).toBe('pending');
    expect((await details(card, ana)).orders[0].status).toBe('payment_pending');
  });

  it('moves the parts of a two-branch order on their own; the order follows its least advanced part', async () => {
    const cart = (url: string, payload: object) => post(`${STORE}${url}`, payload, ana);
    for (const branchUuid of [MAKATI, TAGUIG])
      expect(
        (
          await cart('/v5/customer/estore/cart/item/add', {
            branch_uuid: branchUuid,
            product_uuid: BURGER,
            quantity: 1,
          })
        ).statusCode,
      ).toBe(200);
    const pickup = await cart('/v5/customer/estore/cart/delivery_type/update', {
      branchuuid: TAGUIG,
      delivery_type: 'pickup_now',
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const placed = await cart('/v7/customer/estore/cart/checkout', {
      idempotency_key: randomUUID(),
      payment_method: 'COD',
      contact: { name: 'Ana Reyes', mobile_number: '09171234567' },
      address: { label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244, notes: '123 Ayala Ave' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const uuid = placed.json().data.order_uuid;
    const parts = (await details(uuid, ana)).orders as { uuid: string; branch_name: string }[];
    expect(parts.map((p) => p.branch_name).sort()).toEqual(['Makati <Main>', 'Taguig']);
    const taguig = parts.find((p) => p.branch_name === 'Taguig')?.uuid as string;
    const makati = parts.find((p) => p.branch_name !== 'Taguig')?.uuid as string;

    const move = (status: string, sub?: string) =>
      admin(`${uuid}/status`, { status, ...(sub ? { sub_order_uuid: sub } : {}) });
    expect((await move('processing', taguig)).json().moved).toBe(1);
    let data = await details(uuid, ana);
    expect(data).toMatchObject({ order_status: 'pending', cancellable: false });
    expect((await post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' }, ana)).statusCode).toBe(422);
    // The whole order: only the part not there yet moves.
    expect((await move('processing')).json().moved).toBe(1);
    expect((await move('dispatched', taguig)).statusCode).toBe(200);
    data = await details(uuid, ana);
    expect(data.order_status).toBe('processing');
    expect(data.orders.find((p: { uuid: string }) => p.uuid === taguig).order_status).toBe('pick_up');
    expect((await move('cancelled', makati)).statusCode).toBe(200);
    expect((await move('claimed', taguig)).statusCode).toBe(200);
    data = await details(uuid, ana);
    expect(data.order_status).toBe('completed');
    expect(data.orders.find((p: { uuid: string }) => p.uuid === taguig)).toMatchObject({
      status: 'delivered',
      order_status: 'claimed',
    });
    const past = (await post(LIST, { status: 'past' }, ana)).json();
    expect(past.list.find((o: { uuid: string }) => o.uuid === uuid)).toMatchObject({
      order_status: 'completed',
      item_count: 2,
    });
  });

  it('cancels before dispatch with the store as the reason, giving the stock back; not once dispatched', async () => {
    const before = await stockOfIsaw();
    const uuid = await placeOrder({ session: ana, items: [[ISAW, 2]] });
    const sub = (await details(uuid, ana)).orders[0].uuid;
    expect((await admin(`${uuid}/status`, { status: 'processing', sub_order_uuid: sub })).statusCode).toBe(200);
    expect((await admin(`${uuid}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOfIsaw()).toBe(before);
    const data = await details(uuid, ana);
    expect(data.orders[0]).toMatchObject({ order_status: 'cancelled', cancel_reason: M.operatorCancelReason });

    const late = await placeOrder({ session: ana });
    for (const status of ['processing', 'dispatched']) await admin(`${late}/status`, { status });
    expect((await admin(`${late}/status`, { status: 'cancelled' })).statusCode).toBe(422);
    expect((await details(late, ana)).order_status).toBe('dispatched');
  });

  it('cancels a delivered order (returned or refused after it arrived) without giving its stock back', async () => {
    const before = await stockOfIsaw();
    const uuid = await placeOrder({ session: ana, items: [[ISAW, 1]] });
    for (const status of ['processing', 'dispatched', 'delivered'])
      expect((await admin(`${uuid}/status`, { status })).statusCode).toBe(200);
    const res = await admin(`${uuid}/status`, { status: 'cancelled', reason: 'Returned by the customer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOfIsaw()).toBe(before - 1);
    const data = await details(uuid, ana);
    expect(data.order_status).toBe('cancelled');
    expect(data.orders[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'Returned by the customer' });
    // The customer's own cancel rules are unchanged: nothing prepared yet, or nothing at all.
    expect((await post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' }, ana)).statusCode).toBe(422);
  });
});

async function addToCart(session: string, productUuid: string) {
  const res = await post(
    `${STORE}/v5/customer/estore/cart/item/add`,
    { branch_uuid: MAKATI, product_uuid: productUuid, quantity: 1 },
    session,
  );
  return res.statusCode;
}

async function clearCart(session: string) {
  const list = (await post(`${STORE}/v5/customer/estore/cart/item/list`, {}, session)).json();
  const items = list.list.flatMap((e: { items: { uuid: string }[] }) => e.items.map((i) => i.uuid));
  await post(
    `${STORE}/v4/customer/estore/cart/item/delete`,
    { cart_items: items, cart_count: list.cart_count, cart_total_amount: list.cart_total_amount },
    session,
  );
}
