import type { Category } from '@storefront/contracts/store';
import { useEffect, useRef } from 'react';
import { scrollBehavior } from '../scroll-behavior';
import './catalog.css';

/**
 * The Store screen's category filter: 'All' plus one chip per category (a single-choice toggle group).
 * The bar sticks under the navbar while the menu scrolls. The menu shows one category at a time (a
 * filtered grid, not sections), so there is no section to track: the chosen chip is kept in view within
 * its row instead, also when it was chosen from the far end of a row wider than the screen.
 */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: Category[];
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}) {
  const row = useRef<HTMLUListElement>(null);
  useNavbarHeight();
  useEffect(() => {
    const list = row.current;
    const index = selected === null ? 0 : categories.findIndex((c) => c.id === selected) + 1;
    const chip = list?.children[index]?.firstElementChild;
    if (list && chip instanceof HTMLElement) scrollChipIntoRow(list, chip);
  }, [selected, categories]);

  if (categories.length < 2) return null;
  const chip = (id: number | null, name: string) => (
    <li key={id ?? 'all'}>
      <button type="button" className="chip" aria-pressed={selected === id} onClick={() => onSelect(id)}>
        {name}
      </button>
    </li>
  );
  return (
    <nav aria-label="Categories" className="chips-bar">
      <ul ref={row} className="list-reset chips">
        {chip(null, 'All')}
        {categories.map((c) => chip(c.id, c.name))}
      </ul>
    </nav>
  );
}

/**
 * Scrolls the row sideways only (never the page, as scrollIntoView could) so `chip` and its focus ring
 * are inside it; a chip already in view stays put.
 */
function scrollChipIntoRow(list: HTMLElement, chip: HTMLElement) {
  const room = 12; // the focus ring (3px + 2px offset) with a little air
  const rowBox = list.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  let left = list.scrollLeft;
  if (chipBox.left - room < rowBox.left) left += chipBox.left - room - rowBox.left;
  else if (chipBox.right + room > rowBox.right) left += chipBox.right + room - rowBox.right;
  left = Math.max(0, left); // the first chip: nothing further left to show
  if (left !== list.scrollLeft) list.scrollTo?.({ left, behavior: scrollBehavior() });
}

/**
 * The navbar's real height as --navbar-bottom on the page root, for as long as the chips are there:
 * the chips bar sticks right under it and the menu's scroll margins clear both. --navbar-h is only the
 * navbar's first row; on phones the 'Deliver to' row (when the merchant shows it) makes it taller.
 */
function useNavbarHeight() {
  useEffect(() => {
    // The layout's navbar (app/layout/navbar.tsx): the page's only sticky header.
    const navbar = document.querySelector<HTMLElement>('header.navbar');
    if (!navbar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--navbar-bottom', `${navbar.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(navbar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--navbar-bottom');
    };
  }, []);
}
