// Latency of POST /api/store/v7/public/customer/estore/products/1 at a fixed rate,
// against the built server on PostgreSQL and on PGlite, and against a bare Fastify route returning
// the same JSON (the floor: what HTTP and JSON alone cost on this machine).
//   node bench/api-products.mjs [--rate 500] [--seconds 20]
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { fixedRate } from './lib/fixed-rate.mjs';
import { arg, merchantHeaders, root, startServer, throwawayDatabase } from './lib/server.mjs';

const RATE = arg('rate', 500);
const SECONDS = arg('seconds', 20);
const MERCHANT = 'kainan';

async function requestFor(port) {
  const base = `http://127.0.0.1:${port}`;
  const headers = await merchantHeaders(base, MERCHANT);
  const { nearby } = await (
    await fetch(`${base}/api/store/v2/public/customer/estore/branch/nearby`, { method: 'POST', headers, body: '{}' })
  ).json();
  // The branch with the most products: the heaviest first page.
  let best = { count: -1 };
  for (const b of nearby) {
    const page = await (
      await fetch(`${base}/api/store/v7/public/customer/estore/products/1`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ branch_uuid: b.uuid }),
      })
    ).json();
    if (page.list.length > best.count)
      best = {
        count: page.list.length,
        body: JSON.stringify({ branch_uuid: b.uuid, customer_channel: 'estore_web' }),
        sample: page,
      };
  }
  return {
    url: `${base}/api/store/v7/public/customer/estore/products/1`,
    headers,
    body: best.body,
    sample: best.sample,
  };
}

async function load(name, target) {
  const options = { url: target.url, headers: target.headers, body: target.body, rate: RATE };
  await fixedRate({ ...options, seconds: 3 }); // warm-up: JIT, caches, connection pool
  return { target: name, ...(await fixedRate({ ...options, seconds: SECONDS })) };
}

const results = [];

// 1. PostgreSQL, on a database of its own.
const database = await throwawayDatabase();
let stop = await startServer(8091, { DATABASE_URL: database.url });
const pgTarget = await requestFor(8091);
results.push(await load('server + PostgreSQL', pgTarget));
await stop();
await database.drop();

// 2. Embedded PGlite.
const dataDir = path.join(root, '.tmp', 'bench-pglite');
fs.rmSync(dataDir, { recursive: true, force: true });
stop = await startServer(8092, { DATA_DIR: dataDir, DATABASE_URL: '' });
results.push(await load('server + PGlite', await requestFor(8092)));
await stop();
fs.rmSync(dataDir, { recursive: true, force: true });

// 3. A bare Fastify route returning the same JSON, in this process.
const bare = Fastify();
const fixed = JSON.stringify(pgTarget.sample);
bare.post('/api/store/v7/public/customer/estore/products/1', (_req, reply) =>
  reply.header('content-type', 'application/json').send(fixed),
);
await bare.listen({ port: 8093, host: '127.0.0.1' });
results.push(
  await load('bare Fastify, fixed JSON', {
    ...pgTarget,
    url: 'http://127.0.0.1:8093/api/store/v7/public/customer/estore/products/1',
  }),
);
await bare.close();

console.log(
  `\nPOST /api/store/v7/public/customer/estore/products/1 (${pgTarget.sample.list.length} products, ${fixed.length} bytes) at a fixed ${RATE} req/s for ${SECONDS} s (open loop):`,
);
console.table(results);
const floor = results[2]['p99 ms'];
for (const r of results.slice(0, 2))
  console.log(
    `${r.target}: p99 ${r['p99 ms']} ms = ${(r['p99 ms'] / Math.max(floor, 1)).toFixed(1)}× the bare route's ${floor} ms`,
  );
const target = results[0]['p99 ms'] <= 25 ? 'met' : 'NOT met';
console.log(`Target p99 ≤ 25 ms at ${RATE} req/s on PostgreSQL: ${target}.`);
