/**
 * Contract fuzzing (issue 11): every operation of the OpenAPI document gets a bounded, seeded count of
 * bad requests (test/support/fuzz-cases), signed out and signed in, and page paths get junk; none may
 * answer 5xx, and every API 4xx carries a JSON `message`. scripts/fuzz.ts runs the same generator for 10,000 requests.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers';
import {
  allCases,
  describeCase,
  fuzzTarget,
  operationsOf,
  pageCases,
  run,
  summary,
  type Target,
} from './support/fuzz-cases';

/** Requests in all: about 30 sampled per operation, plus each raw body once per call that takes one. */
const TOTAL = 4000;
const SEED = 11;

let t: TestApp;
let target: Target;

beforeAll(async () => {
  t = await testApp();
  target = await fuzzTarget(t);
});
afterAll(() => t?.close());

it('answers bad input on every operation with a 4xx and a message, never a 5xx', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
  const operations = operationsOf(doc);
  expect(operations.length).toBeGreaterThan(80);
  const cases = [...allCases(operations, target, { seed: SEED, total: TOTAL }), ...pageCases(target)];
  const outcomes = await run(t.app, cases);
  const problems = outcomes.filter((o) => o.problem).map((o) => `${o.problem}\n    ${describeCase(o.case)}`);
  expect(problems, `${problems.length} bad answers`).toEqual([]);
  // The cases reach past validation too: some succeed, signed in and out.
  expect(summary(outcomes).byClass['2xx']).toBeGreaterThan(0);
}, 120_000);
