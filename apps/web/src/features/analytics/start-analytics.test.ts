// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { PLACE_ORDER_MUTATION, type RouterLike, startAnalytics } from './start-analytics';

// The page is "usable" as soon as a test says so.
let settle: (() => void) | null = null;
vi.mock('@/lib/after-page-settles', () => ({
  afterPageSettles: (run: () => void) => {
    settle = run;
    return () => {};
  },
}));

const CODE_PATH = '/api/merchant/v1/customer/analytics/code/view';

/** A router double: its state, and its subscribers told of a new one. */
function fakeRouter(pathname: string) {
  const listeners = new Set<(s: RouterLike['state']) => void>();
  const router: RouterLike = {
    state: { location: { pathname, search: '' }, navigation: { state: 'idle' } },
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  const go = (path: string) => {
    router.state = { location: { pathname: path, search: '' }, navigation: { state: 'idle' } };
    for (const fn of listeners) fn(router.state);
  };
  return { router, go };
}

/** What the page queued for gtag.js, as plain arrays. */
const commands = () =>
  ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args));
const gtagScripts = () =>
  Array.from(document.querySelectorAll('script')).filter((s) => s.src.startsWith('https://www.googletagmanager.com'));
const setGpc = (on: boolean) =>
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: on, configurable: true });

let stop: () => void = () => {};

beforeEach(() => {
  settle = null;
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  for (const s of gtagScripts()) s.remove();
  setGpc(false);
});
afterEach(() => stop());

async function started(code: { is_enable: boolean; code: string | null }) {
  mockApi('get', CODE_PATH, json({ data: code }));
  const { router, go } = fakeRouter('/botika/');
  const queryClient = new QueryClient();
  stop = startAnalytics({ router, queryClient, merchant: () => 'botika' });
  return { go, queryClient };
}

describe("the merchant's analytics", () => {
  it('asks nothing and loads nothing before the page is usable', async () => {
    await started({ is_enable: true, code: 'G-TEST1234' });
    await new Promise((r) => setTimeout(r, 20));
    expect(sentRequests()).toEqual([]);
    expect(gtagScripts()).toEqual([]);
    settle?.();
    await vi.waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(gtagScripts()[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(gtagScripts()[0]?.async).toBe(true);
  });

  it('configures the property, counts this page, every route change once, and an order placed', async () => {
    const { go, queryClient } = await started({ is_enable: true, code: 'G-TEST1234' });
    settle?.();
    await vi.waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(commands()[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    const pageViews = () => commands().filter(([kind, name]) => kind === 'event' && name === 'page_view');
    expect(pageViews()).toHaveLength(1);

    go('/botika/cart');
    go('/botika/cart'); // the same place again (a revalidation): not another view
    await vi.waitFor(() => expect(pageViews()).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 300));
    expect(pageViews()).toHaveLength(2);

    const observer = queryClient.getMutationCache().build(queryClient, {
      mutationKey: [PLACE_ORDER_MUTATION],
      mutationFn: async () => ({
        message: 'Order placed',
        data: { order_uuid: '3f2a9c10-1111-4222-8333-444455556666', total: 436.5 },
      }),
    });
    await observer.execute(undefined);
    expect(commands().at(-1)).toEqual([
      'event',
      'purchase',
      { transaction_id: '3F2A9C10', value: 436.5, currency: 'PHP' },
    ]);
  });

  it('loads nothing for a merchant that has not enabled it', async () => {
    await started({ is_enable: false, code: 'G-TEST1234' });
    settle?.();
    await vi.waitFor(() => expect(sentRequests()).toEqual([`GET ${CODE_PATH}`]));
    await new Promise((r) => setTimeout(r, 20));
    expect(gtagScripts()).toEqual([]);
    expect(commands()).toEqual([]);
  });

  it('does nothing at all, not even asking, under Global Privacy Control', async () => {
    setGpc(true);
    await started({ is_enable: true, code: 'G-TEST1234' });
    settle?.();
    await new Promise((r) => setTimeout(r, 20));
    expect(settle).toBeNull();
    expect(sentRequests()).toEqual([]);
    expect(gtagScripts()).toEqual([]);
  });
});
