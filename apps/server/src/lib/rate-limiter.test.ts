import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { enforce, memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limiter';

const LIMIT = { name: 'test', max: 3, windowSeconds: 60 };

async function behavesAsALimiter(limiter: RateLimiter) {
  const key = `1.2.3.${randomBytes(2).readUInt16BE()}`;
  expect(await limiter.hit(LIMIT, key)).toBe(0);
  // An attempt taken back (it proved right) leaves room for one more.
  await limiter.forgive(LIMIT, key);
  expect(await limiter.hit(LIMIT, key)).toBe(0);
  expect(await limiter.hit(LIMIT, key)).toBe(0);
  expect(await limiter.hit(LIMIT, key)).toBe(0);
  const wait = await limiter.hit(LIMIT, key);
  expect(wait).toBeGreaterThan(55);
  expect(wait).toBeLessThanOrEqual(60);
  // Another address has its own count.
  expect(await limiter.hit(LIMIT, `${key}9`)).toBe(0);
  const error = await enforce(limiter, LIMIT, key).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).kind).toBe('rate_limited');
  expect((error as AppError).details.retryAfterSeconds).toBeGreaterThan(0);
}

describe('in-process rate limiter', () => {
  it('allows max attempts per window, then says how long to wait', async () => {
    await behavesAsALimiter(memoryRateLimiter());
  });

  it('opens a new window when the old one ends', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) await limiter.hit(LIMIT, 'k');
    expect(await limiter.hit(LIMIT, 'k')).toBe(60);
    now = 60_000;
    expect(await limiter.hit(LIMIT, 'k')).toBe(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const reachable = await redis.connect().then(
  () => true,
  () => false,
);
const prefix = `sf:test:${randomBytes(4).toString('hex')}:`;

afterAll(async () => {
  if (!reachable) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe.skipIf(!reachable && !process.env.CI)('Redis rate limiter', () => {
  it('counts across instances sharing one Redis', async () => {
    await behavesAsALimiter(redisRateLimiter(redis, prefix));
    const a = redisRateLimiter(redis, prefix);
    const b = redisRateLimiter(redis, prefix);
    for (let i = 0; i < 3; i++) await (i % 2 ? a : b).hit(LIMIT, 'shared');
    expect(await a.hit(LIMIT, 'shared')).toBeGreaterThan(0);
  });
});
