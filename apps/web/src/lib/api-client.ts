/**
 * The one HTTP client every call goes through (DESIGN §3, spec §7–8). It adds the merchant token
 * (and the signed-in customer's Authorization), enforces the 29 s timeout, and turns every failure
 * into one typed `ApiError`. Statuses with an app-wide consequence are handled here, once:
 * 503 → maintenance look-up, 419 → logout. The app wires those consequences in with
 * `configureApiClient` so that this module knows nothing about routing or sessions.
 *
 * It is the transport only: app code calls through `api` (`./api.ts`), whose paths, bodies and answers
 * are typed from the server's OpenAPI document (ADR 0013). Biome keeps `apiClient`/`request` out of
 * the rest of the client.
 */

import type { TypedApi } from './api-calls';

import { takeFirstAnswer } from './first-answers';

export type { ApiPath, BodyOf, PathParamsOf, QueryOf, ResponseOf } from './api-calls';

export const REQUEST_TIMEOUT_MS = 29_000;
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again';

export type ApiErrorKind =
  | 'validation' // 422: per-field errors
  | 'bad-request' // 400: message and data
  | 'unauthorized' // 401
  | 'not-found' // 404
  | 'session-expired' // 419
  | 'maintenance' // 503
  | 'rate-limited' // 429
  | 'timeout' // no answer within 29 s
  | 'network' // no answer at all
  | 'server'; // anything else, shown as the generic message

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    /** Field → first message (spec §8: "422 responses give a field-to-first-message map"). */
    readonly fieldErrors: Record<string, string> = {},
    readonly data?: unknown,
    /** Seconds, from Retry-After on 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

interface ClientHooks {
  /** The merchant token for X-Merchant-Token; null before it is known. */
  getMerchantToken: () => string | null;
  /** The signed-in customer's token, when there is one. */
  getAuthToken: () => string | null;
  /** A call answered 503: look maintenance up and, if on, go to the maintenance page. */
  onMaintenance: () => void;
  /** A call answered 419 (or 401 with the customer's token): log out. */
  onSessionExpired: () => void;
}

const hooks: ClientHooks = {
  getMerchantToken: () => null,
  getAuthToken: () => null,
  onMaintenance: () => {},
  onSessionExpired: () => {},
};

export function configureApiClient(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next);
}

function firstMessages(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, value] of Object.entries(errors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}

/** Maps a failed response to an ApiError (spec §8's table). Pure, so it is tested on its own. */
export function toApiError(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  const json =
    body && typeof body === 'object' ? (body as { message?: unknown; errors?: unknown; data?: unknown }) : {};
  const message = typeof json.message === 'string' && json.message ? json.message : null;
  switch (status) {
    case 422:
      return new ApiError('validation', 422, message ?? GENERIC_ERROR_MESSAGE, firstMessages(json.errors), json.data);
    case 400:
      return new ApiError('bad-request', 400, message ?? GENERIC_ERROR_MESSAGE, firstMessages(json.errors), json.data);
    case 401:
      return new ApiError('unauthorized', 401, message ?? 'Unauthorized');
    case 404:
      return new ApiError('not-found', 404, message ?? 'Not found');
    case 419:
      return new ApiError('session-expired', 419, message ?? 'Your session has expired');
    case 503:
      return new ApiError('maintenance', 503, message ?? 'We are under maintenance');
    case 429: {
      const seconds = Number(retryAfterHeader);
      return new ApiError(
        'rate-limited',
        429,
        message ?? 'Too many requests, please wait a moment and try again',
        // A refusal that names its reason keeps it (spec §8: a refused e-code's errors.message).
        firstMessages(json.errors),
        undefined,
        Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
      );
    }
    default:
      // Spec §8: everything else is the generic message with status 500, except a '60 mins' message,
      // which is passed on as field errors.
      if (message?.includes('60 mins')) {
        const fields = firstMessages(json.errors);
        return new ApiError('server', 500, message, Object.keys(fields).length ? fields : { message });
      }
      return new ApiError('server', 500, GENERIC_ERROR_MESSAGE);
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  /** False for the token call itself, which has no merchant token yet. */
  merchantToken?: boolean;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const qs = params.toString();
  // Paths carry no query of their own: every call's query comes through here.
  return qs ? `${path}?${qs}` : path;
}

export async function request<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.merchantToken !== false) {
    const token = hooks.getMerchantToken();
    if (token) headers['X-Merchant-Token'] = token;
  }
  const auth = hooks.getAuthToken();
  if (auth) headers.Authorization = `Bearer ${auth}`;
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // The first screen's calls the server answered in the page (a guest's, as the server saw it).
  if (!auth && !isForm && method !== 'DELETE') {
    const answered = takeFirstAnswer(method, withQuery(path, options.query), options.body);
    if (answered !== undefined) return answered as T;
  }
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const outer = options.signal;
  const forwardAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (timedOut)
      throw new ApiError('timeout', 0, 'The request took too long. Please check your connection and try again.');
    if (outer?.aborted) throw cause; // cancelled by the caller: let TanStack Query see its own abort
    throw new ApiError('network', 0, 'Unable to connect. Please check your connection and try again.');
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }

  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (response.ok) return body as T;

  const error = toApiError(response.status, body, response.headers.get('Retry-After'));
  if (error.kind === 'maintenance') hooks.onMaintenance();
  // Spec §4: 419 forces logout; so does 401 on a call that carried the customer's token (revoked or unknown).
  if (error.kind === 'session-expired' || (error.kind === 'unauthorized' && auth)) hooks.onSessionExpired();
  throw error;
}

/** The untyped calls, for this module's own tests; the app calls through the typed `api` below (Biome enforces it). */
export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body: unknown = {}, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};

/** `/a/{uuid}/b` with `{ uuid: 'x y' }` → `/a/x%20y/b` (the types make sure every parameter is given). */
export const fillPath = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

type CallOptions = Omit<RequestOptions, 'body'> & { path?: Record<string, string | number>; body?: unknown };

const call = (method: 'GET' | 'POST' | 'DELETE', template: string, { path, ...options }: CallOptions = {}) =>
  request(method, fillPath(template, path), options);

/**
 * The typed calls (ADR 0013): a documented path with its `{name}` parameters filled from `path`. Their
 * types are `TypedApi` in `./api-calls.ts`, read from the generated OpenAPI types.
 */
export const api = {
  get: (template: string, options?: CallOptions) => call('GET', template, options),
  // A POST without a documented body still sends {} (what the server's JSON parser expects).
  post: (template: string, options?: CallOptions) => call('POST', template, { body: {}, ...options }),
  delete: (template: string, options?: CallOptions) => call('DELETE', template, options),
  upload: (template: string, form: FormData, options?: CallOptions) =>
    call('POST', template, { ...options, body: form }),
} as TypedApi;

/** The text to show a customer for any error a call threw. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}
