// @vitest-environment happy-dom
// (a page's location, so that the client's same-origin '/api/...' paths resolve as in the browser)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, json, mockApi, sentRequests, server } from '@/test/msw';
import {
  ApiError,
  apiClient,
  configureApiClient,
  GENERIC_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  toApiError,
} from './api-client';
import { FIRST_ANSWERS_FRESH_MS, keepFirstAnswers } from './first-answers';

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

  it('keeps the reason a 429 names in errors (spec §8: a refused e-code)', () => {
    const e = toApiError(429, { message: 'Too many tries.', errors: { message: ['Too many tries.'] } }, '60');
    expect(e.kind).toBe('rate-limited');
    expect(e.message).toBe('Too many tries.');
    expect(e.fieldErrors).toEqual({ message: 'Too many tries.' });
    expect(toApiError(429, {}).fieldErrors).toEqual({});
  });
});

describe('apiClient', () => {
  const onMaintenance = vi.fn();
  const onSessionExpired = vi.fn();

  beforeEach(() => {
    configureApiClient({
      getMerchantToken: () => 'tok-123',
      getAuthToken: () => null,
      onMaintenance,
      onSessionExpired,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    onMaintenance.mockReset();
    onSessionExpired.mockReset();
  });

  it('sends the merchant token and a JSON body', async () => {
    const sent = mockApi('post', '/api/x', json({ nearby: [] }));
    await expect(apiClient.post('/api/x', { a: 1 }, { query: { lat: 14.5, skip: undefined } })).resolves.toEqual({
      nearby: [],
    });
    // Same origin: the page's, as a browser resolves a path.
    expect(sent[0]?.url.href).toBe(`${location.origin}/api/x?lat=14.5`);
    expect(sent[0]?.headers.get('X-Merchant-Token')).toBe('tok-123');
    expect(sent[0]?.text).toBe('{"a":1}');
  });

  it('leaves the merchant token off the token call', async () => {
    const sent = mockApi('post', '/api/merchant/token/customer-portal', json({ token: 't' }));
    await apiClient.post('/api/merchant/token/customer-portal', { subdomain: 'kainan' }, { merchantToken: false });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.has('X-Merchant-Token')).toBe(false);
  });

  it('asks for the maintenance look-up on 503', async () => {
    mockApi('get', '/api/x', json({ message: 'Down for maintenance' }, 503));
    const error = await apiClient.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('maintenance');
    expect(onMaintenance).toHaveBeenCalledOnce();
  });

  it('logs out on 419', async () => {
    mockApi('get', '/api/x', json({ message: 'Session expired' }, 419));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it("sends the customer's token when signed in, and logs out on 401 only then", async () => {
    const sent = mockApi('get', '/api/x', json({ message: 'Unauthenticated.' }, 401));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onSessionExpired).not.toHaveBeenCalled();

    configureApiClient({ getAuthToken: () => 'session-1' });
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(sent[1]?.headers.get('Authorization')).toBe('Bearer session-1');
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('gives up after 29 seconds', async () => {
    vi.useFakeTimers();
    // The server never answers.
    server.use(http.get('/api/slow', () => new Promise<never>(() => {})));
    const pending = apiClient.get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(sentRequests()).toEqual(['GET /api/slow']);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('reports a network failure as such', async () => {
    server.use(http.get('/api/x', () => HttpResponse.error()));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
  });

  describe("the first screen's answers from the page", () => {
    afterEach(() => keepFirstAnswers([]));
    const menu = { list: [{ name: 'Chicken Adobo' }], max_page: 1 };
    const body = { branch_uuid: 'b-1', customer_channel: 'estore_web' };

    it('answer the very same guest call once, whatever the order of its body keys; the next goes out', async () => {
      keepFirstAnswers([{ method: 'POST', url: '/api/menu/1', body, answer: menu }]);
      const sent = mockApi('post', '/api/menu/1', json({ list: [], max_page: 1 }));
      await expect(
        apiClient.post('/api/menu/1', { customer_channel: 'estore_web', branch_uuid: 'b-1' }),
      ).resolves.toEqual(menu);
      expect(sent).toHaveLength(0);
      await expect(apiClient.post('/api/menu/1', body)).resolves.toEqual({ list: [], max_page: 1 });
      expect(sent).toHaveLength(1);
    });

    it('never answer another call: another body, path, query or method', async () => {
      keepFirstAnswers([{ method: 'POST', url: '/api/menu/1', body, answer: menu }]);
      const posted = mockApi('post', '/api/menu/1', json({ list: [] }));
      const got = mockApi('get', '/api/menu/1', json({ list: [] }));
      await apiClient.post('/api/menu/1', { ...body, category_id: 3 });
      await apiClient.post('/api/menu/1', body, { query: { page: 2 } });
      await apiClient.get('/api/menu/1');
      expect([posted.length, got.length]).toEqual([2, 1]);
    });

    it('never answer a signed-in customer (the server answered as a guest), nor once the page is old', async () => {
      keepFirstAnswers([{ method: 'POST', url: '/api/menu/1', body, answer: menu }]);
      configureApiClient({ getAuthToken: () => 'customer-token' });
      const sent = mockApi('post', '/api/menu/1', json({ list: [] }));
      await apiClient.post('/api/menu/1', body);
      expect(sent).toHaveLength(1);

      configureApiClient({ getAuthToken: () => null });
      keepFirstAnswers(
        [{ method: 'POST', url: '/api/menu/1', body, answer: menu }],
        Date.now() - FIRST_ANSWERS_FRESH_MS - 1,
      );
      await expect(apiClient.post('/api/menu/1', body)).resolves.toEqual({ list: [] });
      expect(sent).toHaveLength(2);
    });
  });
});
