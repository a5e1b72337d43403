import { useHeightVar } from '@/lib/use-height-var';

/**
 * The navbar's real height as --navbar-full-h on the page root, for as long as the layout is there:
 * the root's scroll-padding-top (layout.css) keeps an element the keyboard focuses below the sticky
 * navbar (WCAG 2.4.11, issue 29). --navbar-h is only its first row; on phones the 'Deliver to' row
 * makes it taller. The store's category chips stick right under it and its menu's scroll margins clear
 * both (catalog.css).
 */
export function useNavbarHeight() {
  // The layout's navbar (navbar.tsx): the page's only sticky header.
  useHeightVar(() => document.querySelector<HTMLElement>('header.navbar'), '--navbar-full-h');
}
