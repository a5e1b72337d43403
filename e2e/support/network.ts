/**
 * When a page has settled: a negative check ("no pop-up opened") means something only once everything
 * the page was fetching has arrived and been handled — the data, and any chunk the data made it load.
 */
import { expect, type Page, type Request } from '@playwright/test';

/**
 * Starts watching the page's requests; `settled()` then waits until none has been in flight, nor
 * started or finished, for `quietMs`. Start it before the action whose consequences you wait for,
 * so a request that action starts is never missed.
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled({ quietMs = 500, timeout = 15_000 }: { quietMs?: number; timeout?: number } = {}) {
      // The quiet period counts from now at the earliest: what has just arrived gets time to be handled.
      lastActivity = Math.max(lastActivity, Date.now());
      try {
        await expect
          .poll(() => (inFlight.size === 0 ? Date.now() - lastActivity : 0), {
            message: `the page stops fetching for ${quietMs} ms`,
            intervals: [50],
            timeout,
          })
          .toBeGreaterThanOrEqual(quietMs);
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}
