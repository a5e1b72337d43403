import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to show its heading before the focus settles on its main instead. */
const SETTLE_MS = 3_000;
const POLL_MS = 50;

/** The focus has fallen out of the page: on <body>, or on an element the last screen took away. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses `element` without scrolling past what the screen restored, reachable by script only. */
function focusTarget(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * After a client-side navigation, a keyboard user's focus was on the link they pressed, which the old
 * screen took away with it: the focus fell to <body>, and the next Tab started again from the top of
 * the page (issue 29, WCAG 2.4.3). When that happens, the focus goes to the new screen's h1 (read out
 * by a screen reader, and the next Tab goes on into the screen), else to its main. Where the focus is
 * still on something (a navbar link that stays, the product modal a route opened, the card a closing
 * modal gave it back to), it is left alone. Not on the first load: the page starts at its top.
 */
export function useFocusAfterNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void pathname;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      if (!focusLost()) return;
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1');
      if (heading) return focusTarget(heading);
      if (Date.now() - started < SETTLE_MS) timer = setTimeout(settle, POLL_MS);
      else if (main) focusTarget(main);
    };
    // After the screen has rendered and the closing dialogs have handed their focus back.
    timer = setTimeout(settle, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}
