import type { Category } from '@storefront/contracts/store';
import './catalog.css';

/** The Store screen's category filter: 'All' plus one chip per category (a single-choice toggle group). */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: Category[];
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}) {
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
      <ul className="list-reset chips">
        {chip(null, 'All')}
        {categories.map((c) => chip(c.id, c.name))}
      </ul>
    </nav>
  );
}
