import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, useLocation } from 'react-router';

/**
 * Puts a page back where the customer left it once the new screen is drawn whole, after
 * <ScrollRestoration /> tried.
 *
 * ScrollRestoration scrolls in its layout effect, as its layer of the route tree renders the new
 * location. React commits every layer at once; Preact (our `react`, see vite.config.ts) does not: the
 * router creates each route's element once, so a layer re-renders on its own, shallowest first, as the
 * contexts it reads change, and each commits by itself. The root's scroll came while the last screen
 * was still on the page: back from Home to a store scrolled to its last section, the window could
 * only go as far as Home's height and the store opened at its second. A microtask runs after the whole
 * render, before the browser paints, so nothing is seen in between.
 *
 * Only a saved position (back, forward, a reload) is put again; the router decides it
 * (`restoreScrollPosition`), as for ScrollRestoration itself.
 */
export function useScrollRestoredAfterRender() {
  const location = useLocation();
  const restore = useContext(DataRouterStateContext)?.restoreScrollPosition;
  useLayoutEffect(() => {
    void location; // again on every move, even to the same saved position
    if (typeof restore !== 'number') return;
    queueMicrotask(() => window.scrollTo(0, restore));
  }, [location, restore]);
}
