/**
 * Operator authentication: every operator call (admin/, the deposit-slip review) carries the admin
 * key in X-Admin-Key. One check, built once per app (app.ts) and handed to the routes that need it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { Limit, RateLimiter } from '../lib/rate-limiter';

/** Wrong admin keys per client address: a few typos pass, guessing does not. */
export const WRONG_ADMIN_KEYS: Limit = { name: 'admin-key', max: 10, windowSeconds: 15 * 60 };

/**
 * The admin key check of every operator call. Each attempt is counted before its key is compared and
 * a right key takes its count back, so only wrong keys add up — and a burst of guesses sent at once
 * gets no more comparisons than one sent in turn. Over the limit, even the right key is refused.
 */
export function adminKeyCheck(adminKey: string, limiter: RateLimiter) {
  const expected = Buffer.from(adminKey);
  return async (request: FastifyRequest) => {
    const wait = await limiter.hit(WRONG_ADMIN_KEYS, request.ip);
    if (wait > 0)
      throw new AppError('rate_limited', 'Too many wrong admin keys. Please try again later.', {
        retryAfterSeconds: wait,
      });
    const given = Buffer.from(String(request.headers['x-admin-key'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError('unauthenticated', 'The admin key is missing or wrong.');
    await limiter.forgive(WRONG_ADMIN_KEYS, request.ip);
  };
}

export type AdminKeyCheck = ReturnType<typeof adminKeyCheck>;
