/**
 * Setup for every web test file (vitest.config.ts `setupFiles`): the MSW server of `./msw.ts` listens
 * for the whole file; after each test the DOM is unmounted, the test's handlers and request log are
 * dropped, and the test fails if the app made a request no handler answered.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { resetRequestLog, server, unansweredRequests } from './msw';

// The catch-all handler in msw.ts answers first; 'error' only guards against it being removed.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  // Only DOM test files render; node ones do not load Testing Library.
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
  const unanswered = unansweredRequests();
  server.resetHandlers();
  resetRequestLog();
  expect(unanswered, 'requests no handler answered').toEqual([]);
});

afterAll(() => server.close());
