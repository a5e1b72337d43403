// Checkout throughput and latency: 50 customers checking out at once (cash on delivery), each taking
// the next of CARTS guest carts filled beforehand, against the built server on PostgreSQL. Filling the
// carts is not part of the measured window. Target (issue 5): p99 ≤ 150 ms.
// --workers N runs N server processes (WEB_CONCURRENCY, node:cluster) on the one port.
//   node bench/api-checkout.mjs [--customers 50] [--carts 3000] [--workers 1]
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import { arg, merchantHeaders, startServer, throwawayDatabase } from './lib/server.mjs';

const CUSTOMERS = arg('customers', 50);
const CARTS = arg('carts', 3000);
const WORKERS = arg('workers', 1);
const PORT = 8096;
const base = `http://127.0.0.1:${PORT}`;

const database = await throwawayDatabase();
const stop = await startServer(PORT, { DATABASE_URL: database.url, WEB_CONCURRENCY: String(WORKERS) });
try {
  const headers = await merchantHeaders(base, 'kainan');
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  };
  const { json: nearby } = await post('/api/store/v2/public/customer/estore/branch/nearby', {});
  const branch = nearby.nearby.find((b) => b.is_open);
  const { json: page } = await post('/api/store/v7/public/customer/estore/products/1', { branch_uuid: branch.uuid });
  const products = page.list.filter((p) => p.type === 'simple' && p.in_stock).slice(0, 5);

  // Fill the carts first, 20 at a time.
  const carts = [];
  const fill = async (n) => {
    for (let i = n; i < CARTS; i += 20) {
      const product = products[i % products.length];
      const added = await post('/api/store/v5/public/customer/estore/cart/item/add', {
        branch_uuid: branch.uuid,
        product_uuid: product.uuid,
        quantity: 1 + (i % 3),
      });
      carts.push(added.json.cart_uuid);
    }
  };
  await Promise.all(Array.from({ length: 20 }, (_, n) => fill(n)));

  // The customers share one keep-alive connection each through undici's Pool: a lighter client than
  // fetch, so the load generator takes less of the machine's CPU from the server it measures.
  const pool = new Pool(base, { connections: CUSTOMERS, pipelining: 1 });
  const latencies = [];
  let refused = 0;
  let failed = 0;
  const checkout = (cartUuid) =>
    pool.request({
      path: '/api/store/v7/public/customer/estore/cart/checkout',
      method: 'POST',
      headers,
      body: JSON.stringify({
        cart_uuid: cartUuid,
        idempotency_key: randomUUID(),
        payment_method: 'COD',
        contact: { name: 'Bench Customer', mobile_number: '09171234567' },
        address: { label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244, notes: 'Unit 5B, 123 Ayala Ave' },
      }),
    });
  /** CUSTOMERS at once, each taking the next cart until none is left. */
  async function checkoutAll(list, record) {
    let next = 0;
    const customer = async () => {
      while (next < list.length) {
        const cartUuid = list[next++];
        const started = performance.now();
        const placed = await checkout(cartUuid);
        await placed.body.dump();
        record(performance.now() - started, placed.statusCode);
      }
    };
    await Promise.all(Array.from({ length: CUSTOMERS }, customer));
  }
  // The first checkouts warm the server's code paths and connections; they are not counted.
  const warmUp = Math.min(200, Math.floor(carts.length / 10));
  await checkoutAll(carts.slice(0, warmUp), () => {});
  const measured = carts.slice(warmUp);
  const started = performance.now();
  await checkoutAll(measured, (ms, status) => {
    latencies.push(ms);
    if (status === 422) refused++;
    else if (status !== 200) failed++;
  });
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10;
  const placed = latencies.length - refused - failed;
  console.log(
    `\nCheckout (cash on delivery) of ${measured.length} carts (after ${warmUp} to warm up) by ${CUSTOMERS} customers at once on PostgreSQL, ${WORKERS} server process(es):`,
  );
  console.table([
    {
      'orders/s': Math.round(placed / elapsed),
      placed,
      refused,
      failed,
      'p50 ms': at(0.5),
      'p90 ms': at(0.9),
      'p99 ms': at(0.99),
      'max ms': Math.round(sorted.at(-1)),
    },
  ]);
  console.log(`Target p99 ≤ 150 ms: ${at(0.99) <= 150 && failed === 0 ? 'met' : 'NOT met'}.`);
  await pool.close();
} finally {
  await stop();
  await database.drop();
}
