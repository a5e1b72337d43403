// Latency of the signed-in cart list with a Senior Citizen / PWD discount applied (issue 18), at a fixed
// rate against the built server on PostgreSQL (target: p99 ≤ 30 ms at 300 req/s). CUSTOMERS botika
// customers sign up through the API (codes read from the development outbox; TRUST_PROXY so each signs up
// from an address of its own), each registers a senior ID (a small JPEG), fills a cart with two eligible
// lines from one branch and applies the discount. Each list reads one of those carts back, priced with
// the discount (its IDs read by one prepared query; the merchant's policy from the merchant cache), fees
// and schedule dates.
// --without-discount 1 measures the same carts with no discount applied, for comparison.
//   node bench/api-cart-special-discount.mjs [--rate 300] [--seconds 20] [--customers 200] [--without-discount 1]
import sharp from 'sharp';
import { postJson, signUpCustomer } from './lib/customers.mjs';
import { fixedRate } from './lib/fixed-rate.mjs';
import { arg, merchantHeaders, startServer, throwawayDatabase } from './lib/server.mjs';

const RATE = arg('rate', 300);
const SECONDS = arg('seconds', 20);
const CUSTOMERS = arg('customers', 200);
const PORT = 8098;
const base = `http://127.0.0.1:${PORT}`;
const STORE = `${base}/api/store`;
const WITH_DISCOUNT = !arg('without-discount', 0);

const database = await throwawayDatabase();
const stop = await startServer(PORT, { DATABASE_URL: database.url, TRUST_PROXY: 'true' });
try {
  const merchant = await merchantHeaders(base, 'botika');
  const post = (url, body, headers = merchant) => postJson(url, body, headers);
  const signUp = (n) => signUpCustomer(base, merchant, n, { mobileBase: 3_000_000, subnet: '10.78' });

  const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  const photo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;

  // Eligible products with unlimited stock at the first open branch: every cart is of one branch.
  const { nearby } = await post(`${STORE}/v2/public/customer/estore/branch/nearby`, {});
  const branch = nearby.find((b) => b.is_open);
  const offers = [];
  const { list } = await post(`${STORE}/v7/public/customer/estore/products/1`, { branch_uuid: branch.uuid });
  for (const p of list.filter((p) => p.type === 'simple' && p.in_stock)) {
    const { data } = await post(`${STORE}/v1/public/customer/estore/product/inventory`, {
      product_uuid: p.uuid,
      branch_uuid: branch.uuid,
    });
    if (data.product_details.enable_special_discount && !data.inventory[0].is_limited_stock)
      offers.push({ branch_uuid: branch.uuid, product_uuid: p.uuid });
  }

  // Customers sign up, register an ID and fill their carts 10 at a time (sign-up hashes a PIN: the slow part).
  const customers = [];
  const prepare = async (n) => {
    for (let i = n; i < CUSTOMERS; i += 10) {
      const headers = await signUp(i);
      await post(`${STORE}/v5/customer/estore/cart/item/add`, { ...offers[i % offers.length], quantity: 2 }, headers);
      await post(
        `${STORE}/v5/customer/estore/cart/item/add`,
        { ...offers[(i + 3) % offers.length], quantity: 1 },
        headers,
      );
      if (WITH_DISCOUNT) {
        await post(
          `${base}/api/customer/customer/special_discount/upload`,
          {
            discount_type: 'senior',
            customer_id_type: 'SENIOR',
            customer_id_full_name: `Bench Senior ${i}`,
            customer_id_number: `SC${String(i).padStart(8, '0')}`,
            customer_id_image_front: photo,
            rejected_action: 'proceed',
            consent: true,
          },
          headers,
        );
        await post(`${STORE}/v1/customer/cart/special_discount/apply`, { special_discount_types: ['senior'] }, headers);
      }
      customers.push(headers);
    }
  };
  const preparing = performance.now();
  await Promise.all(Array.from({ length: 10 }, (_, n) => prepare(n)));
  const prepared = Math.round((performance.now() - preparing) / 1000);

  const position = JSON.stringify({ customer_lat: 14.5706, customer_lng: 121.0603 });
  const url = `${STORE}/v5/customer/estore/cart/item/list`;
  const headers = (i) => customers[i % customers.length];
  await fixedRate({ url, headers, body: position, rate: RATE, seconds: 3 }); // warm-up
  const result = await fixedRate({ url, headers, body: position, rate: RATE, seconds: SECONDS });

  const samples = await Promise.all(customers.slice(0, 2).map((h) => post(url, JSON.parse(position), h)));
  if (WITH_DISCOUNT && samples.some((s) => !s.special_discount))
    throw new Error('a sample cart has no special discount: the benchmark measured the wrong thing');
  console.log(
    `\nSigned-in cart list with a Senior Citizen discount on PostgreSQL at a fixed ${RATE} req/s for ${SECONDS} s ` +
      `(open loop), ${customers.length} botika customers (signed up and filled in ${prepared} s); e.g. ${samples
        .map(
          (s) =>
            `−${s.special_discount?.special_discount_computed_amount ?? 0} of ${s.computed_total} → ${s.cart_total_amount}`,
        )
        .join(', ')}:`,
  );
  console.table([{ call: WITH_DISCOUNT ? 'cart/item/list + SC discount' : 'cart/item/list, no discount', ...result }]);
  const met = result['p99 ms'] <= 30 && result['non-2xx'] === 0 && result.errors === 0;
  console.log(`Target p99 ≤ 30 ms at ${RATE} req/s on PostgreSQL: ${met ? 'met' : 'NOT met'}.`);
} finally {
  await stop();
  await database.drop();
}
