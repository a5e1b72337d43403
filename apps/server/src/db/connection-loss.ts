/**
 * A connection cut mid-query (a database restart, a failover, a terminated backend) fails the query
 * on it; the pool then replaces the connection. What is safe to run again is run once more on a fresh
 * one, so the customer sees no 500 for it: reads, and statements written to be repeated (checkout's,
 * whose guard and idempotency key make a second run find the order the first one placed).
 * Not a 503: that status means maintenance to the client (spec §4).
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** SQLSTATEs of a lost connection: class 08 and the server's shutdowns (57P01–57P03). */
const LOST_STATES = /^(08...|57P0[123])$/;
const LOST_SOCKET = new Set(['ECONNRESET', 'EPIPE']);
/** node-postgres' own words when the socket ends under a query. */
const LOST_MESSAGE = /Connection terminated|connection error/i;

export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_STATES.test(code) || LOST_SOCKET.has(code))) return true;
    if (LOST_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * Runs `work`, and once more when a lost connection failed it. The short pause lets the pool hear of
 * the other connections cut at the same moment, so the second run gets a fresh one.
 */
export async function onceMoreIfConnectionLost<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    await sleep(20);
    return work();
  }
}

/** A statement that only reads: Drizzle's selects and raw `select …` (a data-modifying CTE starts with `with`). */
export const isRead = (text: string) => /^\s*select\b/i.test(text);
