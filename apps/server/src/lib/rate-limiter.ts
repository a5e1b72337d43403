/**
 * Fixed-window counters for anything guessable (sign-in, sending and checking codes), per client
 * address. In-process by default; in Redis when REDIS_URL is set, so that several instances count
 * together (DESIGN §2).
 */
import type { Redis } from 'ioredis';
import { AppError } from './app-error';

export type Limit = { name: string; max: number; windowSeconds: number };

export interface RateLimiter {
  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(limit: Limit, key: string): Promise<number>;
  /** Takes one attempt back (it proved right), for limits that count only failures but reserve first. */
  forgive(limit: Limit, key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(limit, key) {
      const id = `${limit.name}:${key}`;
      const t = now();
      let w = windows.get(id);
      if (!w || w.resetAt <= t) {
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
        w = { count: 0, resetAt: t + limit.windowSeconds * 1000 };
        windows.set(id, w);
      }
      w.count += 1;
      return w.count > limit.max ? Math.ceil((w.resetAt - t) / 1000) : 0;
    },
    async forgive(limit, key) {
      const w = windows.get(`${limit.name}:${key}`);
      if (w && w.count > 0) w.count -= 1;
    },
    async close() {},
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'sf:rl:'): RateLimiter {
  return {
    async hit(limit, key) {
      const id = `${prefix}${limit.name}:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(id).pttl(id).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(id, limit.windowSeconds * 1000);
      return count > limit.max ? Math.max(1, Math.ceil((ttl < 0 ? limit.windowSeconds * 1000 : ttl) / 1000)) : 0;
    },
    async forgive(limit, key) {
      // Only a window that still exists: a DECR on a missing key would make one without an expiry.
      await redis.eval(
        "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        `${prefix}${limit.name}:${key}`,
      );
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Throws 429 with Retry-After when `key` is over `limit`. */
export async function enforce(limiter: RateLimiter, limit: Limit, key: string): Promise<void> {
  const wait = await limiter.hit(limit, key);
  if (wait > 0)
    throw new AppError('rate_limited', 'Too many attempts. Please try again later.', { retryAfterSeconds: wait });
}
