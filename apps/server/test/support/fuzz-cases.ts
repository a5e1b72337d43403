/**
 * Contract fuzzing (issue 11), shared by test/fuzz.test.ts and scripts/fuzz.ts: bad requests generated
 * from the OpenAPI document's JSON Schemas with a seeded fast-check, sent in-process, and the answers
 * judged — never a 5xx, and every 4xx a JSON body with a string `message` (the client shows it).
 *
 * Each operation gets a bounded count of cases: a valid-looking body with one field broken (wrong
 * type, missing, extra, NUL or lone surrogates, huge text or numbers, an array for an object), or a
 * body that is no contract at all (broken JSON, another content type, too large), with junk or real
 * path parameters and query strings, signed out, signed in, or with junk credentials. Real ids (a
 * branch, a product, an order, a cart line) are mixed in so that half-valid calls reach the services.
 */

import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app';
import { stableUuid } from '../../src/lib/uuid';
import { branch, merchantConfig, product } from '../factories';
import { loadMerchant, signUp, type TestApp, tokenOf } from '../helpers';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };

export type Operation = { method: string; path: string; parameters: Parameter[]; body?: JsonSchema };

/** What the fuzzer knows about the shop it calls: credentials, and real values by field name. */
export type Target = {
  merchantToken: string;
  session: string;
  /** Real uuids (any field with format uuid may get one) and real values of named fields. */
  uuids: string[];
  fields: Record<string, unknown[]>;
};

export type FuzzCase = InjectOptions & { method: string; url: string; label: string; page?: boolean };

const SUBDOMAIN = 'fuzzshop';

// ——— Operations ———

/** Calls that end the session or the account run last, so the signed-in cases before them stay signed in. */
const ENDS_SESSION = /logout|deactivate-account/;

export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      };
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations.sort((a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)));
}

// ——— Junk ———

/** Text that has broken servers: NUL, lone surrogates, direction marks, injections, paths, templates. */
export const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\uffff\ufffe',
  '\u202e\u0301\u200b',
  '🍚'.repeat(100),
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, literally
  '{{7*7}}${7*7}',
  '',
  ' ',
  '__proto__',
  '1e400',
  'NaN',
  '-0',
];

/** Numbers past what the contract allows or JSON can carry; NUMBER marks a raw literal (see toJson). */
const NUMBER = (literal: string) => `@@number:${literal}@@`;
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 5e-324, -0, 0, -1, 0.5, 2 ** 31, 2 ** 31 - 1];
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '0.0000000000000000000000001'].map(NUMBER);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...HUGE_NUMBERS, ...RAW_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': null }, [[[]]]) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(100_000), '9'.repeat(400)) },
  // Any code units, lone surrogates and controls included.
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const junkKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', '', 'a\u0000', '\ud800', 'x'.repeat(1000)),
  fc.string(),
);

/** Path segments, already percent-encoded, that routers and decoders trip on. */
const RAW_SEGMENTS = [
  '%00',
  '%',
  '%E0',
  '%ED%A0%80',
  '..',
  '%2F',
  '%2e%2e',
  'x'.repeat(3000),
  '-1',
  '0',
  '1e400',
  'null',
];

// ——— Valid-looking values from a schema ———

function valid(schema: JsonSchema, target: Target, name?: string): fc.Arbitrary<unknown> {
  const real = name ? target.fields[name] : undefined;
  const generated = ofType(schema, target);
  const base = real?.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: generated })
    : generated;
  return schema.nullable ? fc.option(base, { nil: null, freq: 4 }) : base;
}

function ofType(schema: JsonSchema, target: Target): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valid(s, target)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return text(schema, target);
    case 'integer':
    case 'number':
      return number(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valid(schema.items ?? {}, target), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(properties.map(([key, s]) => [key, valid(s, target, key)]));
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function text(schema: JsonSchema, target: Target): fc.Arbitrary<string> {
  if (schema.format === 'uuid')
    return target.uuids.length ? fc.oneof(fc.constantFrom(...target.uuids), fc.uuid()) : fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot build: plain text below.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 40) });
}

function number(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const excluded = schema.exclusiveMinimum;
  let min = typeof excluded === 'number' ? excluded : (schema.minimum ?? -1000);
  const max = Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER);
  if (!integer) return fc.double({ min, max, minExcluded: excluded !== undefined, noNaN: true });
  if (excluded !== undefined && excluded !== false) min += 1;
  return fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.floor(max) });
}

// ——— Breaking a valid value ———

type Path = (string | number)[];

/** Every place in a JSON value, the root ([]) first. */
function placesIn(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      placesIn(child, [...path, Array.isArray(value) ? +key : key], out);
  return out;
}

/** Text PostgreSQL cannot store, slipped into one otherwise valid string (issue 11's 500s). */
const TAINTS = ['\u0000', '\ud800', '\udfff'];

const MUTATIONS = [
  'taint',
  'taint',
  'taint',
  'replace',
  'replace',
  'replace',
  'delete',
  'extra',
  'wrap',
  'unwrap',
] as const;
type Mutation = (typeof MUTATIONS)[number];

/**
 * The value with one place broken: `pick` chooses the place (a string, for 'taint'), `bad` and `key`
 * are the junk put there. `value` is a fresh copy of a generated one, so it is changed in place.
 */
function mutate(value: unknown, pick: number, mutation: Mutation, bad: unknown, key: string): unknown {
  const places = placesIn(value);
  const strings = places.filter((p) => typeof at(value, p) === 'string');
  const how = mutation === 'taint' && strings.length === 0 ? 'replace' : mutation;
  const candidates = how === 'taint' ? strings : places;
  const path = candidates[pick % candidates.length] as Path;
  const broken = (old: unknown): unknown => {
    switch (how) {
      case 'taint': {
        const text = old as string;
        const middle = Math.floor(text.length / 2);
        return text.slice(0, middle) + TAINTS[pick % TAINTS.length] + text.slice(middle);
      }
      case 'replace':
        return bad;
      case 'wrap': // an array for an object, an object for anything
        return Array.isArray(old) ? { 0: old } : [old];
      case 'unwrap':
        return Array.isArray(old) ? old[0] : old && typeof old === 'object' ? Object.values(old)[0] : String(old);
      case 'extra':
        return old && typeof old === 'object' && !Array.isArray(old) ? { ...old, [key]: bad } : bad;
      default:
        return undefined;
    }
  };
  if (path.length === 0) return how === 'delete' ? undefined : broken(value);
  const parent = at(value, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (how === 'delete') delete parent[last];
  else parent[last] = broken(parent[last]);
  return value;
}

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], value);

/** JSON, with the NUMBER markers written as the raw literals JSON.stringify cannot make. */
function toJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/"@@number:([^"@]*)@@"/g, '$1');
}

// ——— Bodies ———

type Body = { contentType?: string; payload?: string | Buffer };
const json = (payload: string): Body => ({ contentType: 'application/json', payload });

/** A multipart form of the value's top-level fields, junk values and all. */
function multipartOf(value: unknown): Body {
  const fields = value && typeof value === 'object' ? Object.entries(value) : [['value', value]];
  const parts = fields.map(
    ([name, v]) =>
      `--fz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof v === 'string' ? v : toJson(v)}\r\n`,
  );
  return { contentType: 'multipart/form-data; boundary=fz', payload: `${parts.join('')}--fz--\r\n` };
}

/** Bodies that are no contract's: broken JSON, other content types, too deep, too large. */
const RAW_BODIES: Body[] = [
  json('{'),
  json('{"a":'),
  json('[1,]'),
  json("{'a':1}"),
  json('nul'),
  json(''),
  json('\u0000'),
  json('{"a":"\\ud800"}'),
  json('{"__proto__":{"x":1},"constructor":{"prototype":{"x":1}}}'),
  json(`${'['.repeat(50_000)}${']'.repeat(50_000)}`),
  json(`"${'x'.repeat(1024 * 1024)}"`), // past the 1 MB body limit
  { contentType: 'application/json; charset=utf-16', payload: Buffer.from('{"a":1}', 'utf16le') },
  { contentType: 'text/plain', payload: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=%00' },
  { contentType: 'application/xml', payload: '<a>1</a>' },
  { contentType: 'multipart/form-data; boundary=x', payload: '{}' },
  { contentType: 'multipart/form-data', payload: '--x\r\n' },
  { contentType: 'application/octet-stream', payload: Buffer.from([0, 255, 0xed, 0xa0, 0x80]) },
  { contentType: '', payload: '{}' },
];

function bodies(op: Operation, target: Target): fc.Arbitrary<Body> {
  const value = op.body ? valid(op.body, target) : fc.constant({});
  const broken = fc
    .tuple(value, fc.nat(), fc.constantFrom(...MUTATIONS), junk, junkKey)
    .map(([v, pick, how, bad, key]) => mutate(structuredClone(v), pick, how, bad, key));
  return fc.oneof(
    { weight: 2, arbitrary: value.map((v) => json(toJson(v))) },
    { weight: 8, arbitrary: broken.map((v) => (v === undefined ? {} : json(toJson(v)))) },
    { weight: 1, arbitrary: broken.map(multipartOf) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
}

// ——— URLs ———

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/** Percent-encodes any text, lone surrogates included (as the 3 bytes WTF-8 gives them: no valid UTF-8). */
function encode(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((piece, i) => {
      if (i % 2 === 0) return encodeURIComponent(piece);
      const unit = piece.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

const asText = (v: unknown) => (typeof v === 'string' ? v : toJson(v).replace(/^"|"$/g, ''));

/** A path parameter, already encoded: a real or valid-looking value, or junk. */
const segment = (p: Parameter, target: Target) =>
  fc.oneof(
    { weight: 3, arbitrary: valid(p.schema, target, p.name).map((v) => encode(asText(v))) },
    { weight: 2, arbitrary: junk.map((v) => encode(asText(v)).slice(0, 5000)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );

/** A query string: each parameter valid, junk, missing or repeated, and sometimes one more. */
function query(params: Parameter[], target: Target): fc.Arbitrary<string> {
  const pairs = params.map((p) =>
    fc.oneof(
      valid(p.schema, target, p.name).map((v) => [[p.name, asText(v)]]),
      junk.map((v) => [[p.name, asText(v)]]),
      fc.constant([]),
      fc.tuple(junk, junk).map(([a, b]) => [
        [p.name, asText(a)],
        [p.name, asText(b)],
      ]),
    ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.tuple(junkKey, junk).map(([k, v]) => [[k, asText(v)]]) },
  );
  return fc.tuple(...pairs, extra).map((lists) => {
    const all = lists.flat() as [string, string][];
    return all.length ? `?${all.map(([k, v]) => `${encode(k)}=${encode(v).slice(0, 5000)}`).join('&')}` : '';
  });
}

// ——— Credentials ———

type Who = 'guest' | 'customer' | 'nobody' | 'junk merchant' | 'junk session';
const WHO: fc.Arbitrary<Who> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('customer' as const) },
  { weight: 3, arbitrary: fc.constant('guest' as const) },
  { weight: 1, arbitrary: fc.constantFrom('nobody' as const, 'junk merchant' as const, 'junk session' as const) },
);
const JUNK_CREDENTIALS = ['\u0000', 'x'.repeat(5000), '', ' ', 'é', 'null', "'--", 'Bearer'];

function credentials(who: Who, target: Target, junkValue: string): Record<string, string> {
  switch (who) {
    case 'nobody':
      return {};
    case 'guest':
      return { 'x-merchant-token': target.merchantToken };
    case 'customer':
      return { 'x-merchant-token': target.merchantToken, authorization: `Bearer ${target.session}` };
    case 'junk merchant':
      return { 'x-merchant-token': junkValue, authorization: `Bearer ${target.session}` };
    case 'junk session':
      return { 'x-merchant-token': target.merchantToken, authorization: `Bearer ${junkValue}` };
  }
}

// ——— Cases ———

/** A stable number per operation, so adding an operation does not change the others' cases. */
function seedOf(base: number, op: Operation): number {
  let hash = base | 0;
  for (const ch of `${op.method} ${op.path}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

export function casesFor(op: Operation, target: Target, options: { seed: number; count: number }): FuzzCase[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const arbitrary = fc.record({
    segments: fc.tuple(...pathParams.map((p) => segment(p, target))),
    query: query(queryParams, target),
    body: hasBody ? bodies(op, target) : fc.constant<Body>({}),
    who: WHO,
    junkCredential: fc.constantFrom(...JUNK_CREDENTIALS),
  });
  const sampled = fc.sample(arbitrary, { seed: seedOf(options.seed, op), numRuns: options.count });
  // Besides the sample, every body that is no contract's, once each and signed in (past every guard):
  // too rare to leave to chance.
  const signedIn = 'customer' as const;
  const edges = hasBody
    ? RAW_BODIES.map((body, i) => ({
        ...(sampled[i % sampled.length] as (typeof sampled)[number]),
        body,
        who: signedIn,
      }))
    : [];
  return [...sampled, ...edges].map((c) => {
    let i = 0;
    const path = op.path.replace(/\{[^}]+\}/g, () => c.segments[i++] as string);
    const headers = credentials(c.who, target, c.junkCredential);
    if (c.body.contentType !== undefined) headers['content-type'] = c.body.contentType;
    return {
      method: op.method,
      url: `${path}${c.query}`,
      headers,
      ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
      label: `${op.method} ${op.path} as ${c.who}`,
    };
  });
}

/**
 * Page paths (the web client's, not in the OpenAPI document) with junk in them: they answer the
 * HTML page or its 404, so only a 5xx is wrong there (`problemOf` with `page: true`).
 */
export function pageCases(target: Target): FuzzCase[] {
  const junkSegments = [...RAW_SEGMENTS, ...NASTY_TEXT.map(encode)];
  return junkSegments.flatMap((seg) =>
    [`/${seg}`, `/${seg}/`, `/${SUBDOMAIN}/${seg}`, `/media/${seg}`, `/${SUBDOMAIN}/?q=${seg}`].map((url) => ({
      method: 'GET',
      url,
      headers: { 'x-merchant-token': target.merchantToken },
      label: `GET ${url.slice(0, 60)} (page)`,
      page: true,
    })),
  );
}

/** Every operation's cases, `total` in all (or one sampled case each, if more), in operationsOf's order. */
export function allCases(operations: Operation[], target: Target, options: { seed: number; total: number }) {
  const edges = operations.filter((op) => op.method !== 'GET' && op.method !== 'DELETE').length * RAW_BODIES.length;
  const sampled = Math.max(operations.length, options.total - edges);
  const each = Math.floor(sampled / operations.length);
  const extra = sampled % operations.length;
  return operations.flatMap((op, i) => casesFor(op, target, { seed: options.seed, count: each + (i < extra ? 1 : 0) }));
}

// ——— Running and judging ———

export type Outcome = { case: FuzzCase; status: number; problem?: string };

/** What is wrong with an answer, if anything: a 5xx, or an API's 4xx without a JSON `message`. */
export function problemOf(c: FuzzCase, status: number, contentType: string | undefined, body: string) {
  if (status >= 500) return `${status}: ${body.slice(0, 200)}`;
  if (status < 400 || c.page) return undefined;
  if (!contentType?.includes('application/json')) return `${status} is not JSON (${contentType})`;
  try {
    if (typeof JSON.parse(body).message === 'string') return undefined;
  } catch {
    // falls through to the problem below
  }
  return `${status} without a message: ${body.slice(0, 200)}`;
}

export async function run(app: App, cases: FuzzCase[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const c of cases) {
    const { label: _, page: __, ...request } = c;
    const res = await app.inject(request);
    const problem = problemOf(c, res.statusCode, res.headers['content-type'] as string | undefined, res.body);
    outcomes.push({ case: c, status: res.statusCode, ...(problem ? { problem } : {}) });
  }
  return outcomes;
}

/** Counts per status class ('2xx': 812, …) and per status. */
export function summary(outcomes: Outcome[]) {
  const byClass: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const byStatus: Record<number, number> = {};
  for (const { status } of outcomes) {
    const cls = `${Math.floor(status / 100)}xx`;
    byClass[cls] = (byClass[cls] ?? 0) + 1;
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  }
  return { byClass, byStatus };
}

/** A request as a line to paste into a bug report (bodies cut short). */
export function describeCase(c: FuzzCase): string {
  const payload = c.payload === undefined ? '' : ` ${JSON.stringify(String(c.payload).slice(0, 300))}`;
  return `${c.method} ${c.url.slice(0, 300)} ${JSON.stringify(c.headers)}${payload}`;
}

// ——— The shop under test ———

const id = (name: string) => stableUuid(`${SUBDOMAIN}/${name}`);

/**
 * A merchant with a branch, a product and bank accounts; a signed-in customer with an order and a
 * line in the cart: the real values fuzzed calls may name, so that they get past "not found".
 */
export async function fuzzTarget(t: TestApp): Promise<Target> {
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: SUBDOMAIN,
      branches: [branch('makati')],
      products: [product('rice', { price: 150 })],
      store_details: {
        cancellation_reasons: ['Changed my mind'],
        payment_methods: ['COD', 'CC_PAYMONGO', 'GCASH_PAYMONGO', 'DEPOSIT_SLIP'],
        bank_accounts: [{ key: 'bdo', bank: 'BDO', account_name: 'Fuzz Shop', account_number: '0045-1234-5678' }],
      } as never,
    }),
  );
  const merchantToken = await tokenOf(t, SUBDOMAIN);
  const session = await signUp(t, merchantToken, '09171239999');
  const headers = { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` };
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/store${url}`, headers, payload });
    if (res.statusCode !== 200) throw new Error(`fuzz set-up: ${url} answered ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const line = { branch_uuid: id('branch/makati'), product_uuid: id('product/rice'), quantity: 1 };
  await post('/v5/customer/estore/cart/item/add', line);
  const order = await post('/v7/customer/estore/cart/checkout', {
    idempotency_key: 'fuzz-order-1',
    payment_method: 'COD',
    contact: { name: 'Ana Reyes', mobile_number: '09171239999' },
    address: { label: 'Makati City', lat: 14.5547, lng: 121.0244, notes: '123 Ayala Ave' },
  });
  const cartLine = await post('/v5/customer/estore/cart/item/add', line);
  const orderUuid = order.data.order_uuid as string;
  const real = {
    branch_uuid: [id('branch/makati')],
    product_uuid: [id('product/rice')],
    bank_account_uuid: [id('bank-account/bdo')],
    order_uuid: [orderUuid],
    cart_item_uuid: [cartLine.cart_item_uuid],
  };
  return {
    merchantToken,
    session,
    uuids: Object.values(real).flat(),
    fields: {
      ...real,
      branchUuid: real.branch_uuid,
      uuid: [orderUuid, id('branch/makati')],
      subdomain: [SUBDOMAIN],
      id: [orderUuid],
      payment_method: ['COD', 'CC_PAYMONGO', 'GCASH_PAYMONGO', 'DEPOSIT_SLIP'],
      mobile_number: ['09171239999', '09171230000'],
      mobile: ['09171239999'],
      role: ['customer_web'],
      // Makati, where the branch delivers; one unit, no options: lines the cart accepts.
      customer_lat: [14.5547],
      customer_lng: [121.0244],
      lat: [14.5547],
      lng: [121.0244],
      quantity: [1, 2],
      variation_code: [''],
      add_ons: [[]],
      firstname: ['Ana'],
      lastname: ['Reyes'],
      email: ['ana@example.com'],
      reason: ['Changed my mind'],
    },
  };
}
