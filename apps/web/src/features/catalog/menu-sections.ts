import type { Category, ProductCard } from '@storefront/contracts/store';

/** One category of the store menu, as far as the branch listing's first page tells it. */
export interface MenuSection {
  category: Category;
  /** The category's products on the first page, in the listing's order. */
  seed: ProductCard[];
  /** Whether `seed` is all the branch sells of the category, so nothing more is asked for it. */
  complete: boolean;
}

/**
 * The store menu's sections, one per category the branch sells, from the first page of its listing
 * alone (ADR 0035). That listing is ordered by the merchant's categories, then their products
 * (catalog/repository.ts, branch_listings), so a category is whole on the page as soon as another
 * category's product follows it there; the one the page ends in, and those after it, are loaded per
 * category as the customer nears them. A category with nothing to show (the page was the last one and
 * names none of its products) gets no section, and so no tab that would lead nowhere.
 */
export function menuSections(
  categories: Category[],
  first: { list: ProductCard[]; next_page: number | null },
): MenuSection[] {
  const lastCategory = first.list.at(-1)?.category_id;
  return categories
    .map((category) => {
      const seed = first.list.filter((p) => p.category_id === category.id);
      const complete = first.next_page === null || (seed.length > 0 && category.id !== lastCategory);
      return { category, seed, complete };
    })
    .filter((section) => !(section.complete && section.seed.length === 0));
}
