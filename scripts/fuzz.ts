/**
 * Contract fuzzing at length (issue 11): the generator of apps/server/test/fuzz.test.ts, 10,000
 * requests by default, against the app in-process on a fresh database — PGlite, or a throwaway
 * PostgreSQL database when TEST_DATABASE_URL is set. Prints the count per status class and every
 * 5xx (or 4xx without a JSON message); exits 1 if there is any.
 *
 *   npx tsx scripts/fuzz.ts [requests] [seed]      10,000 and a new seed (printed) unless given
 *   npx tsx scripts/fuzz.ts 10000 2026             a fixed seed: the same requests again
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/fuzz.ts
 */
import { testApp } from '../apps/server/test/helpers';
import {
  allCases,
  describeCase,
  fuzzTarget,
  operationsOf,
  pageCases,
  run,
  summary,
} from '../apps/server/test/support/fuzz-cases';

const total = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? Date.now() % 100_000);

const t = await testApp();
try {
  const target = await fuzzTarget(t);
  const operations = operationsOf((await t.app.inject({ url: '/api/docs/openapi.json' })).json());
  const cases = [
    ...allCases(operations, target, { seed, total: total - pageCases(target).length }),
    ...pageCases(target),
  ];
  const started = Date.now();
  const outcomes = await run(t.app, cases);
  const seconds = (Date.now() - started) / 1000;
  const { byClass, byStatus } = summary(outcomes);
  const problems = outcomes.filter((o) => o.problem);
  console.log(
    `${outcomes.length} requests over ${operations.length} operations (seed ${seed}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) in ${seconds.toFixed(1)} s`,
  );
  console.log(
    Object.entries(byClass)
      .map(([cls, n]) => `${n} × ${cls}`)
      .join(', '),
  );
  console.log(`by status: ${JSON.stringify(byStatus)}`);
  console.log(`5xx, or 4xx without a JSON message: ${problems.length}${problems.length ? ':' : ''}`);
  for (const o of problems) console.log(`  ${o.problem}\n    ${describeCase(o.case)}`);
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await t.close();
}
