import { useLayoutEffect, useRef } from 'react';

/**
 * An element's height (its border box, in px) as the CSS variable `name` on the page root, for as long
 * as the component is mounted; CSS around it reads the variable (with its own fallback before then).
 *
 * Measured by a ResizeObserver only, never by reading offsetHeight while rendering: a read in an effect
 * forces the browser to lay the whole page out in the middle of the render's task (50–60 ms of a first
 * load on a slow phone, twice on Checkout: the navbar and the sticky action bar). The observer's first
 * report comes after the frame's own layout and before its paint, so the first paint has the variable
 * already; a report of the height already set changes nothing, so no second layout follows.
 *
 * `element` finds the element once mounted (a ref's current, or a query for one outside React's tree).
 */
export function useHeightVar(element: () => HTMLElement | null | undefined, name: string): void {
  // Looked for once per mount: the element found then is the one observed.
  const find = useRef(element);
  find.current = element;
  useLayoutEffect(() => {
    const target = find.current();
    if (!target || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? target.offsetHeight;
      const value = `${Math.round(height * 100) / 100}px`;
      if (root.getPropertyValue(name) !== value) root.setProperty(name, value);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      root.removeProperty(name);
    };
  }, [name]);
}
