// Latency of the signed-in cart list with a promo code applied (issue 16), at a fixed rate against the
// built server on PostgreSQL (target: p99 ≤ 30 ms at 300 req/s). CUSTOMERS kainan customers sign up
// through the API (codes read from the development outbox; TRUST_PROXY so each signs up from an address
// of its own, as real customers do), each fills a cart with two lines from two branches and saves a code
// — KAIN10 (percentage) and LIBRENGDELIVERY (free_delivery), alternately. Each list reads one of those
// carts back, priced with its code, fees and schedule dates; the code's row and the customer's uses of it
// are the one query a code adds.
// --without-code 1 measures the same carts with no code saved, for comparison.
//   node bench/api-cart-voucher.mjs [--rate 300] [--seconds 20] [--customers 200] [--without-code 1]

import { postJson, signUpCustomer } from './lib/customers.mjs';
import { fixedRate } from './lib/fixed-rate.mjs';
import { arg, merchantHeaders, startServer, throwawayDatabase } from './lib/server.mjs';

const RATE = arg('rate', 300);
const SECONDS = arg('seconds', 20);
const CUSTOMERS = arg('customers', 200);
const PORT = 8097;
const base = `http://127.0.0.1:${PORT}`;
const STORE = `${base}/api/store`;
const CODES = ['KAIN10', 'LIBRENGDELIVERY'];
const WITH_CODE = !arg('without-code', 0);

const database = await throwawayDatabase();
const stop = await startServer(PORT, { DATABASE_URL: database.url, TRUST_PROXY: 'true' });
try {
  const merchant = await merchantHeaders(base, 'kainan');
  const post = (url, body, headers = merchant) => postJson(url, body, headers);
  const signUp = (n) => signUpCustomer(base, merchant, n, { mobileBase: 2_000_000, subnet: '10.77' });

  // Products any cart can hold: simple ones with unlimited stock at the first few open branches.
  const { nearby } = await post(`${STORE}/v2/public/customer/estore/branch/nearby`, {});
  const offers = [];
  for (const branch of nearby.filter((b) => b.is_open).slice(0, 3)) {
    const { list } = await post(`${STORE}/v7/public/customer/estore/products/1`, { branch_uuid: branch.uuid });
    for (const p of list.filter((p) => p.type === 'simple' && p.in_stock).slice(0, 4)) {
      const { data } = await post(`${STORE}/v1/public/customer/estore/product/inventory`, {
        product_uuid: p.uuid,
        branch_uuid: branch.uuid,
      });
      if (!data.inventory[0].is_limited_stock) offers.push({ branch_uuid: branch.uuid, product_uuid: p.uuid });
    }
  }

  // Customers sign up and fill their carts 10 at a time (sign-up hashes a PIN: the slow part).
  const customers = [];
  const prepare = async (n) => {
    for (let i = n; i < CUSTOMERS; i += 10) {
      const headers = await signUp(i);
      await post(`${STORE}/v5/customer/estore/cart/item/add`, { ...offers[i % offers.length], quantity: 1 }, headers);
      await post(
        `${STORE}/v5/customer/estore/cart/item/add`,
        { ...offers[(i + 5) % offers.length], quantity: 1 },
        headers,
      );
      if (WITH_CODE)
        await post(`${STORE}/v1/customer/estore/cart/voucher/save`, { voucher_code: CODES[i % CODES.length] }, headers);
      customers.push(headers);
    }
  };
  const preparing = performance.now();
  await Promise.all(Array.from({ length: 10 }, (_, n) => prepare(n)));
  const prepared = Math.round((performance.now() - preparing) / 1000);

  const position = JSON.stringify({ customer_lat: 14.5547, customer_lng: 121.0244 });
  const url = `${STORE}/v5/customer/estore/cart/item/list`;
  const headers = (i) => customers[i % customers.length];
  await fixedRate({ url, headers, body: position, rate: RATE, seconds: 3 }); // warm-up
  const result = await fixedRate({ url, headers, body: position, rate: RATE, seconds: SECONDS });

  const samples = await Promise.all(customers.slice(0, 2).map((h) => post(url, JSON.parse(position), h)));
  console.log(
    `\nSigned-in cart list with a promo code on PostgreSQL at a fixed ${RATE} req/s for ${SECONDS} s (open loop), ` +
      `${customers.length} customers (signed up and filled in ${prepared} s); e.g. ${samples
        .map((s) => `${s.voucher_info?.code} −${s.voucher_amount} of ${s.computed_total} (${s.list.length} branches)`)
        .join(', ')}:`,
  );
  console.table([{ call: WITH_CODE ? 'cart/item/list + code' : 'cart/item/list, no code', ...result }]);
  const met = result['p99 ms'] <= 30 && result['non-2xx'] === 0 && result.errors === 0;
  console.log(`Target p99 ≤ 30 ms at ${RATE} req/s on PostgreSQL: ${met ? 'met' : 'NOT met'}.`);
} finally {
  await stop();
  await database.drop();
}
