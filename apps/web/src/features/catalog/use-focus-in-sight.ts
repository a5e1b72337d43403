import { type RefObject, useEffect } from 'react';

/** Room between the sticky bar and what comes out from under it (the root's scroll-padding-top's 8px). */
const ROOM = 8;

/**
 * Keeps what gets the focus inside `container` clear of the sticky bars: a card reached by Shift+Tab
 * can sit right under them while still on screen, and browsers only scroll the focus into view when it
 * is off screen (scroll-padding-top does not count there). `lineTop` is the bars' bottom.
 */
export function useFocusInSight(container: RefObject<HTMLElement | null>, lineTop: () => number) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // A section's heading is focused by its tab, whose jump brings it under the bars already.
      if (!(target instanceof HTMLElement) || target.tabIndex < 0) return;
      cancelAnimationFrame(frame);
      // After the browser's own scrolling for the focus, if any.
      frame = requestAnimationFrame(() => {
        const hidden = lineTop() + ROOM - target.getBoundingClientRect().top;
        if (hidden > 0) window.scrollBy({ top: -hidden, behavior: 'instant' });
      });
    };
    element.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('focusin', onFocusIn);
    };
  }, [container, lineTop]);
}
