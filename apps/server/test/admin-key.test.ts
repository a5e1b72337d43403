import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers';

const KEY = 'the-operators-key-0123456789';
const ORDER = '/api/admin/orders/00000000-0000-4000-8000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ adminKey: KEY });
});
afterAll(() => t.close());

const ask = (key: string, from: string) =>
  t.app.inject({ method: 'GET', url: ORDER, remoteAddress: from, headers: { 'x-admin-key': key } });

describe('the admin key', () => {
  it('lets a right key through as often as needed', async () => {
    for (let i = 0; i < 15; i++) expect((await ask(KEY, '10.9.0.1')).statusCode).toBe(404);
  });

  it('refuses an address after ten wrong keys, even with the right one, and not other addresses', async () => {
    for (let i = 0; i < 10; i++) expect((await ask(`wrong-${i}`, '10.9.0.2')).statusCode).toBe(401);
    const locked = await ask(KEY, '10.9.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong admin keys. Please try again later.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(KEY, '10.9.0.3')).statusCode).toBe(404);
  });

  it('compares at most ten of 40 wrong keys sent at once', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(`guess-${i}`, '10.9.0.4')));
    expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(30);
  });
});
