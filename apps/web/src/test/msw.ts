/**
 * The network, as the tests see it: an MSW server that answers the app's real API paths at the HTTP
 * level, whichever function in `features/*\/api` made the call, so tests survive changes to those
 * functions' signatures. `setup.ts` starts it for every web test file and, after each test, drops the
 * test's handlers and request log and fails the test if a request found no handler.
 */
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

export { HttpResponse, http } from 'msw';

/** One request as the app sent it; `path` is the pathname plus query string. */
export interface SentRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  /** The raw body ('' when there is none). */
  text: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  body: unknown;
}

const label = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};
const started: string[] = [];
const unanswered: string[] = [];

/**
 * The last handler, always there: a request no test handler answers gets a network error and is noted,
 * and `setup.ts` fails the test. (MSW's 'error' strategy for unhandled requests prints its error but
 * then lets the request through to the real network, so this catch-all answers first.)
 */
const noHandler = http.all('*', ({ request }) => {
  unanswered.push(label(request));
  console.error(`[test] no handler for ${label(request)}: add one with mockApi() or server.use()`);
  return HttpResponse.error();
});

export const server = setupServer(noHandler);
server.events.on('request:start', ({ request }) => void started.push(label(request)));

/** `METHOD path` of every request the app made in this test, answered or not, in order. */
export const sentRequests = (): string[] => [...started];

/** Requests no handler answered in this test. */
export const unansweredRequests = (): string[] => [...unanswered];

export function resetRequestLog(): void {
  started.length = 0;
  unanswered.length = 0;
}

/** A JSON answer; `status` defaults to 200. */
export interface Reply {
  status?: number;
  body: JsonBodyType;
  headers?: Record<string, string>;
}

/** Shorthand for a reply: `json({ list: [] })`, `json({ message: 'No' }, 400)`. */
export const json = (body: JsonBodyType, status = 200, headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers,
});

async function record(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { method: request.method, path: `${url.pathname}${url.search}`, url, headers: request.headers, text, body };
}

/**
 * Answers `method path` for the rest of the test — a real API path such as
 * '/api/store/v2/customer/estore/order', MSW params (':uuid') allowed, the query string not part of
 * the match — with `replies` in turn, the last one for every call after. Returns the requests it
 * answered, each recorded (body included) before its reply reaches the app.
 */
export function mockApi(
  method: 'get' | 'post' | 'delete',
  path: string,
  ...replies: [Reply, ...Reply[]]
): SentRequest[] {
  const calls: SentRequest[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      calls.push(await record(request));
      const reply = replies[Math.min(calls.length, replies.length) - 1] as Reply;
      return HttpResponse.json(reply.body, { status: reply.status ?? 200, headers: reply.headers });
    }),
  );
  return calls;
}
