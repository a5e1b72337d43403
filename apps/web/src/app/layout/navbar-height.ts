import { useEffect } from 'react';

/**
 * The navbar's real height as --navbar-full-h on the page root, for as long as the layout is there:
 * the root's scroll-padding-top (layout.css) keeps an element the keyboard focuses below the sticky
 * navbar (WCAG 2.4.11, issue 29). --navbar-h is only its first row; on phones the 'Deliver to' row
 * makes it taller. (The store's chips keep their own --navbar-bottom: category-chips.tsx.)
 */
export function useNavbarHeight() {
  useEffect(() => {
    // The layout's navbar (navbar.tsx): the page's only sticky header.
    const navbar = document.querySelector<HTMLElement>('header.navbar');
    if (!navbar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--navbar-full-h', `${navbar.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(navbar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--navbar-full-h');
    };
  }, []);
}
