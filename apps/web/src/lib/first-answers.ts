/**
 * The API's answers the server put in the first HTML for the calls the first screen makes at once
 * (bootstrap `first_answers`, apps/server/src/plugins/first-answers.ts): the screen renders when its
 * script runs, a round trip sooner on a slow phone link. The server answered as a guest, so an answer
 * serves only a guest's call with the same method, URL and body; each serves once, and only while the
 * page is fresh (after that the data may have moved on: the call goes to the server as usual).
 */

export type FirstAnswer = { method: string; url: string; body?: unknown; answer: unknown };

/** How long after the page loaded an answer may still be used. */
export const FIRST_ANSWERS_FRESH_MS = 15_000;

const waiting = new Map<string, unknown>();
let keptAt = 0;

/** JSON with object keys sorted: the same body however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const keyOf = (method: string, url: string, body: unknown) =>
  `${method} ${url} ${body === undefined ? '' : canonical(body)}`;

export function keepFirstAnswers(answers: FirstAnswer[] | undefined, now = Date.now()): void {
  waiting.clear();
  keptAt = now;
  for (const a of answers ?? []) waiting.set(keyOf(a.method, a.url, a.body), a.answer);
}

/** The kept answer to this call, once; undefined when there is none (or no longer a fresh one). */
export function takeFirstAnswer(method: string, url: string, body: unknown, now = Date.now()): unknown {
  if (!waiting.size) return undefined;
  if (now - keptAt > FIRST_ANSWERS_FRESH_MS) {
    waiting.clear();
    return undefined;
  }
  const key = keyOf(method, url, body);
  const answer = waiting.get(key);
  waiting.delete(key);
  return answer;
}
