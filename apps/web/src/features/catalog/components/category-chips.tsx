import type { Category } from '@storefront/contracts/store';
import { type Ref, useEffect, useRef } from 'react';
import { scrollBehavior } from '../scroll-behavior';
import './catalog.css';

/**
 * The Store screen's category tabs: one per section of the menu, in its order. The bar sticks under
 * the navbar; the tab of the section in view is marked (aria-current) and kept in view within its row,
 * also when the row is wider than the screen. Tapping a tab takes the menu to that section
 * (`onSelect`). Plain buttons in a list, each its own Tab stop: not an ARIA tablist, whose arrow-key
 * model the menu (one long page, not panels) would not fit.
 */
export function CategoryChips({
  categories,
  current,
  onSelect,
  navRef,
}: {
  categories: Category[];
  current: number | null;
  onSelect: (categoryId: number) => void;
  /** The bar, whose bottom is where the menu's readable part starts. */
  navRef?: Ref<HTMLElement>;
}) {
  const row = useRef<HTMLUListElement>(null);
  // On a change of the marked tab only: a tab the customer has scrolled or tabbed to stays in view.
  useEffect(() => {
    const index = categories.findIndex((c) => c.id === current);
    const chip = row.current?.children[index]?.firstElementChild;
    if (row.current && chip instanceof HTMLElement) scrollChipIntoRow(row.current, chip);
  }, [current, categories]);

  if (categories.length < 2) return null;
  return (
    <nav ref={navRef} aria-label="Categories" className="chips-bar">
      <ul ref={row} className="list-reset chips">
        {categories.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="chip"
              aria-current={c.id === current ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
              // The browser leaves a chip half out of the row when Tab reaches it: bring it in whole.
              onFocus={(e) => row.current && scrollChipIntoRow(row.current, e.currentTarget)}
            >
              {c.name}
            </button>
          </li>
        ))}
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
