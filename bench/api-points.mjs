// Latency of the points calls (issue 19) at fixed rates against the built server on PostgreSQL: the
// balance the navbar badge reads on every page (target p99 ≤ 10 ms at 500 req/s) and the first page of
// the transaction history of customers with 10,000 movements each (target p99 ≤ 25 ms at 200 req/s).
// CUSTOMERS ushop customers sign up through the API; their ledgers are then written straight into the
// database (no call earns 10,000 times), consistent with the kept balance: one movement per minute going
// back in time, every tenth a spend, the balance row counting them as the service does.
//   node bench/api-points.mjs [--balance-rate 500] [--history-rate 200] [--seconds 20] [--customers 50] [--movements 10000]
import pg from 'pg';
import { signUpCustomer } from './lib/customers.mjs';
import { fixedRate } from './lib/fixed-rate.mjs';
import { arg, merchantHeaders, startServer, throwawayDatabase } from './lib/server.mjs';

const BALANCE_RATE = arg('balance-rate', 500);
const HISTORY_RATE = arg('history-rate', 200);
const SECONDS = arg('seconds', 20);
const CUSTOMERS = arg('customers', 50);
const MOVEMENTS = arg('movements', 10_000);
const PORT = 8099;
const base = `http://127.0.0.1:${PORT}`;

/**
 * Every customer of the merchant gets MOVEMENTS movements: +10 earned (Earn Points), every tenth −5
 * redeemed (Redeem Reward), newest now; balance_after follows the running sum, and the kept balance
 * equals the ledger's sum, as the service would have left them.
 */
const SEED = `
  with steps as (
    select c.id as customer_id, c.merchant_id, g,
      case when g % 10 = 0 then -5 else 10 end as points
    from customers c, generate_series(1, $1::int) g
    where c.merchant_id = (select id from merchants where subdomain = 'ushop')
  ), running as (
    select *, sum(points) over (partition by customer_id order by g) as balance_after from steps
  ), inserted as (
    insert into points_movements (merchant_id, customer_id, type, points, source, source_key, balance_after, created_at)
    select merchant_id, customer_id,
      case when points < 0 then 'Redeem Reward' else 'Earn Points' end,
      points, case when points < 0 then 'reward' else 'order' end, 'bench-' || g, balance_after,
      now() - make_interval(mins => $1::int - g)
    from running
    returning merchant_id, customer_id, points
  )
  insert into points_balances (merchant_id, customer_id, balance, movement_count)
  select merchant_id, customer_id, sum(points), count(*) from inserted group by merchant_id, customer_id`;

const database = await throwawayDatabase();
const stop = await startServer(PORT, { DATABASE_URL: database.url, TRUST_PROXY: 'true' });
try {
  const merchant = await merchantHeaders(base, 'ushop');
  const customers = [];
  const preparing = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async (_, n) => {
      for (let i = n; i < CUSTOMERS; i += 10)
        customers.push(await signUpCustomer(base, merchant, i, { mobileBase: 4_000_000, subnet: '10.79' }));
    }),
  );
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(SEED, [MOVEMENTS]);
  await client.query('analyze points_movements');
  await client.end();
  const prepared = Math.round((performance.now() - preparing) / 1000);

  const headers = (i) => customers[i % customers.length];
  const balanceUrl = `${base}/api/points/customer/balance`;
  const historyUrl = `${base}/api/transactions/transaction/customer/history/1`;
  const sample = await (await fetch(historyUrl, { headers: headers(0) })).json();
  const { balance } = await (await fetch(balanceUrl, { headers: headers(0) })).json();
  if (sample.list?.length !== 20 || sample.list[0].balance_after !== balance || sample.max_page !== MOVEMENTS / 20)
    throw new Error(`the history's first page does not match the balance: ${JSON.stringify(sample).slice(0, 300)}`);

  const run = async (url, rate) => {
    await fixedRate({ url, method: 'GET', headers, rate, seconds: 3 }); // warm-up
    return fixedRate({ url, method: 'GET', headers, rate, seconds: SECONDS });
  };
  const balanceResult = await run(balanceUrl, BALANCE_RATE);
  const historyResult = await run(historyUrl, HISTORY_RATE);

  console.log(
    `\nPoints calls on PostgreSQL at fixed rates for ${SECONDS} s each (open loop), ${customers.length} ushop ` +
      `customers with ${MOVEMENTS.toLocaleString('en')} movements each (ready in ${prepared} s); balance ` +
      `${balance.toLocaleString('en')}, history max_page ${sample.max_page}:`,
  );
  console.table([
    { call: `balance @ ${BALANCE_RATE}/s`, ...balanceResult },
    { call: `history page 1 @ ${HISTORY_RATE}/s`, ...historyResult },
  ]);
  const clean = (r) => r['non-2xx'] === 0 && r.errors === 0;
  const balanceMet = balanceResult['p99 ms'] <= 10 && clean(balanceResult);
  const historyMet = historyResult['p99 ms'] <= 25 && clean(historyResult);
  console.log(`Target balance p99 ≤ 10 ms at ${BALANCE_RATE} req/s: ${balanceMet ? 'met' : 'NOT met'}.`);
  console.log(`Target history page 1 p99 ≤ 25 ms at ${HISTORY_RATE} req/s: ${historyMet ? 'met' : 'NOT met'}.`);
} finally {
  await stop();
  await database.drop();
}
