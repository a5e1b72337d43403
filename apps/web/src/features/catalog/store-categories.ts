import type { Category, ProductsResponse } from '@storefront/contracts/store';

/**
 * The Store screen's chips: the categories that have products at this branch. The public API has
 * no per-branch category list, so they are read off the branch's unfiltered product list; until
 * every page of it is loaded, all of the merchant's categories are offered.
 */
export function branchCategories(
  categories: Category[] | undefined,
  pages: ProductsResponse[] | undefined,
  complete: boolean,
): Category[] {
  if (!categories) return [];
  if (!pages || !complete) return categories;
  const present = new Set(pages.flatMap((p) => p.list.map((product) => product.category_id)));
  return categories.filter((c) => present.has(c.id));
}
