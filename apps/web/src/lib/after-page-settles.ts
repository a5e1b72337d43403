/** How long after the page has loaded and gone idle before something that is not the page may show. */
export const SETTLE_MS = 3000;

/**
 * Runs `run` once the page is usable: its load event has fired, the browser has had an idle moment
 * (the first screen rendered and its scripts ran), and then SETTLE_MS more. For what should never
 * compete with the page itself for the network, the main thread or the customer's eye on a slow
 * phone — the merchant's promotional pop-up. Answers a function that cancels it.
 */
export function afterPageSettles(run: () => void, settleMs = SETTLE_MS): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const settle = () => {
    if (cancelled) return;
    const later = () => {
      timer = setTimeout(() => !cancelled && run(), settleMs);
    };
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(later, { timeout: 2000 });
    else later();
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', settle);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
