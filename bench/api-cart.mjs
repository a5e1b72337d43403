// Latency of the cart's two busiest calls, add and list, at a fixed rate against the built server on
// PostgreSQL (target: p99 ≤ 30 ms at 300 req/s). Guests spread over many carts, as real traffic is:
// each add puts one unit of a kainan product (unlimited stock) into one of CARTS guest carts; each
// list reads one of those carts back, priced, with fees and schedule dates.
//   node bench/api-cart.mjs [--rate 300] [--seconds 20] [--carts 500]
import { fixedRate } from './lib/fixed-rate.mjs';
import { arg, merchantHeaders, startServer, throwawayDatabase } from './lib/server.mjs';

const RATE = arg('rate', 300);
const SECONDS = arg('seconds', 20);
const CARTS = arg('carts', 500);
const PORT = 8094;
const base = `http://127.0.0.1:${PORT}`;
const PUBLIC = `${base}/api/store/v5/public/customer/estore/cart/item`;

const database = await throwawayDatabase();
const stop = await startServer(PORT, { DATABASE_URL: database.url });
try {
  const headers = await merchantHeaders(base, 'kainan');
  const post = async (url, body) => {
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // Products any guest can add: simple ones with unlimited stock at the first few open branches.
  const { nearby } = await post(`${base}/api/store/v2/public/customer/estore/branch/nearby`, {});
  const offers = [];
  for (const branch of nearby.filter((b) => b.is_open).slice(0, 3)) {
    const { list } = await post(`${base}/api/store/v7/public/customer/estore/products/1`, { branch_uuid: branch.uuid });
    for (const p of list.filter((p) => p.type === 'simple' && p.in_stock).slice(0, 4)) {
      const { data } = await post(`${base}/api/store/v1/public/customer/estore/product/inventory`, {
        product_uuid: p.uuid,
        branch_uuid: branch.uuid,
      });
      if (!data.inventory[0].is_limited_stock) offers.push({ branch_uuid: branch.uuid, product_uuid: p.uuid });
    }
  }
  // Every cart starts with two lines from two branches.
  const carts = [];
  for (let i = 0; i < CARTS; i++) {
    const first = await post(`${PUBLIC}/add`, { ...offers[i % offers.length], quantity: 1 });
    await post(`${PUBLIC}/add`, { ...offers[(i + 5) % offers.length], quantity: 1, cart_uuid: first.cart_uuid });
    carts.push(first.cart_uuid);
  }
  const position = { customer_lat: 14.5547, customer_lng: 121.0244 };
  const addBody = (i) =>
    JSON.stringify({ ...offers[i % offers.length], quantity: 1, cart_uuid: carts[i % CARTS], ...position });
  const listBody = (i) => JSON.stringify({ cart_uuid: carts[i % CARTS], ...position });

  const results = [];
  for (const [name, url, body] of [
    ['cart/item/add', `${PUBLIC}/add`, addBody],
    ['cart/item/list', `${PUBLIC}/list`, listBody],
  ]) {
    await fixedRate({ url, headers, body, rate: RATE, seconds: 3 }); // warm-up
    results.push({ call: name, ...(await fixedRate({ url, headers, body, rate: RATE, seconds: SECONDS })) });
  }
  const sample = await post(`${PUBLIC}/list`, JSON.parse(listBody(0)));
  console.log(
    `\nGuest cart calls on PostgreSQL at a fixed ${RATE} req/s for ${SECONDS} s each (open loop), ${CARTS} carts, ` +
      `${offers.length} products; a listed cart holds ${sample.list.length} branches, ${sample.cart_count} units:`,
  );
  console.table(results);
  const met = results.every((r) => r['p99 ms'] <= 30 && r['non-2xx'] === 0 && r.errors === 0);
  console.log(`Target p99 ≤ 30 ms at ${RATE} req/s for add and list on PostgreSQL: ${met ? 'met' : 'NOT met'}.`);
} finally {
  await stop();
  await database.drop();
}
