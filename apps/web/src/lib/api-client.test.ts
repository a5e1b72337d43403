import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiClient,
  configureApiClient,
  GENERIC_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  toApiError,
} from './api-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('toApiError (spec §8)', () => {
  it('maps 422 to the first message per field', () => {
    const e = toApiError(422, {
      message: 'The given data was invalid.',
      errors: { voucher_code: ['Promo Code is invalid.', 'x'] },
    });
    expect(e.kind).toBe('validation');
    expect(e.fieldErrors).toEqual({ voucher_code: 'Promo Code is invalid.' });
  });

  it('keeps message and data for 400', () => {
    const e = toApiError(400, { message: 'Out of stock', data: { stock: 2 } });
    expect([e.kind, e.message, e.data]).toEqual(['bad-request', 'Out of stock', { stock: 2 }]);
  });

  it('keeps the message for 401 and 404', () => {
    expect(toApiError(404, { message: 'Category not found' }).message).toBe('Category not found');
    expect(toApiError(401, { message: 'Invalid merchant token' }).kind).toBe('unauthorized');
  });

  it('turns anything else into the generic message with status 500', () => {
    const e = toApiError(502, '<html>bad gateway</html>');
    expect([e.kind, e.status, e.message]).toEqual(['server', 500, GENERIC_ERROR_MESSAGE]);
    expect(toApiError(500, { message: 'db exploded' }).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("passes a '60 mins' message on as field errors", () => {
    const e = toApiError(500, {
      message: 'Please try again after 60 mins',
      errors: { mobile_number: ['Please try again after 60 mins'] },
    });
    expect(e.fieldErrors).toEqual({ mobile_number: 'Please try again after 60 mins' });
  });

  it('reads Retry-After on 429', () => {
    expect(toApiError(429, {}, '30').retryAfter).toBe(30);
  });
});

describe('apiClient', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onMaintenance = vi.fn();
  const onSessionExpired = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({
      getMerchantToken: () => 'tok-123',
      getAuthToken: () => null,
      onMaintenance,
      onSessionExpired,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
    onMaintenance.mockReset();
    onSessionExpired.mockReset();
  });

  it('sends the merchant token and a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { nearby: [] }));
    await expect(apiClient.post('/api/x', { a: 1 }, { query: { lat: 14.5, skip: undefined } })).resolves.toEqual({
      nearby: [],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x?lat=14.5');
    const headers = init?.headers as Record<string, string> | undefined;
    expect(headers?.['X-Merchant-Token']).toBe('tok-123');
    expect(init?.body).toBe('{"a":1}');
  });

  it('leaves the merchant token off the token call', async () => {
    fetchMock.mockResolvedValue(json(200, { token: 't' }));
    await apiClient.post('/api/merchant/token/customer-portal', { subdomain: 'kainan' }, { merchantToken: false });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['X-Merchant-Token']).toBeUndefined();
  });

  it('asks for the maintenance look-up on 503', async () => {
    fetchMock.mockResolvedValue(json(503, { message: 'Down for maintenance' }));
    const error = await apiClient.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('maintenance');
    expect(onMaintenance).toHaveBeenCalledOnce();
  });

  it('logs out on 419', async () => {
    fetchMock.mockResolvedValue(json(419, { message: 'Session expired' }));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it("sends the customer's token when signed in, and logs out on 401 only then", async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.' }));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onSessionExpired).not.toHaveBeenCalled();

    configureApiClient({ getAuthToken: () => 'session-1' });
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.' }));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    const headers = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer session-1');
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('gives up after 29 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiClient.get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('reports a network failure as such', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
  });
});
