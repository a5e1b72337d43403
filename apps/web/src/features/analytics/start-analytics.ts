/**
 * The merchant's analytics (spec §3 "Analytics code"), wired to the app once: after the page is usable
 * (afterPageSettles: load, an idle moment, a few seconds) it asks whether the merchant enabled GA4 and,
 * if so, loads gtag.js, counts the current page and every later route change as a page view, and records
 * each order placed as a purchase. A browser that sends Do Not Track or Global Privacy Control gets none
 * of it: not even the question to our API.
 */
import type { QueryClient } from '@tanstack/react-query';
import { afterPageSettles } from '@/lib/after-page-settles';
import { getAnalyticsCode } from './api/get-analytics-code';
import { trackingRefused } from './consent';
import { installGtag } from './gtag';

/** The part of React Router's router this needs. */
export type RouterLike = {
  state: { location: { pathname: string; search: string }; navigation: { state: string } };
  subscribe: (fn: (state: RouterLike['state']) => void) => () => void;
};

/** The mutation key of placing an order (features/cart/api/place-order.ts). */
export const PLACE_ORDER_MUTATION = 'place-order';

/** What the place-order mutation answers (contracts order CheckoutResponse). */
type PlacedOrder = { data?: { order_uuid?: unknown; total?: unknown } };

/** The short number customers quote (contracts order OrderDetails.reference). */
const referenceOf = (uuid: string) => uuid.slice(0, 8).toUpperCase();

/**
 * A screen sets its document title in an effect, after it renders; the page view waits that long so
 * it carries the new screen's title.
 */
const TITLE_SETTLES_MS = 200;

export function startAnalytics({
  router,
  queryClient,
  merchant,
}: {
  router: RouterLike;
  queryClient: QueryClient;
  /** The merchant this page load serves (one per page load: app/merchant.ts), or null for none. */
  merchant: () => string | null;
}): () => void {
  if (trackingRefused()) return () => {};
  const stops: (() => void)[] = [];
  stops.push(
    afterPageSettles(() => {
      const subdomain = merchant();
      if (!subdomain) return;
      void getAnalyticsCode()
        .then(({ is_enable, code }) => {
          if (!is_enable || !code) return;
          const gtag = installGtag(code);
          if (!gtag) return;
          stops.push(...track(gtag, router, queryClient));
        })
        // Analytics is never worth a customer's error: a failed question only means no analytics.
        .catch((error: unknown) => console.warn('analytics not started', error));
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

function track(gtag: (...args: unknown[]) => void, router: RouterLike, queryClient: QueryClient): (() => void)[] {
  const pageView = () =>
    gtag('event', 'page_view', { page_location: window.location.href, page_title: document.title });
  pageView();
  let last = pathOf(router.state.location);
  const stopRoutes = router.subscribe((state) => {
    const path = pathOf(state.location);
    if (state.navigation.state !== 'idle' || path === last) return;
    last = path;
    setTimeout(pageView, TITLE_SETTLES_MS);
  });
  const stopOrders = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.mutation.options.mutationKey?.[0] !== PLACE_ORDER_MUTATION) return;
    const order = (event.action.data as PlacedOrder | undefined)?.data;
    if (typeof order?.order_uuid !== 'string' || typeof order.total !== 'number') return;
    gtag('event', 'purchase', {
      transaction_id: referenceOf(order.order_uuid),
      value: order.total,
      currency: 'PHP',
    });
  });
  return [stopRoutes, stopOrders];
}

const pathOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;
