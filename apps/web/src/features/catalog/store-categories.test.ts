import type { Category, ProductCard, ProductsResponse } from '@storefront/contracts/store';
import { describe, expect, it } from 'vitest';
import { branchCategories } from './store-categories';

const category = (id: number, name: string): Category => ({ id, uuid: `c${id}`, name, image: null });
const product = (categoryId: number) => ({ category_id: categoryId }) as ProductCard;
const page = (ids: number[]): ProductsResponse => ({
  list: ids.map(product),
  max_page: 1,
  next_page: null,
  current_page: 1,
});

describe('branchCategories', () => {
  const all = [category(1, 'Rice Meals'), category(2, 'Drinks'), category(3, 'Desserts')];

  it('keeps only categories with products at the branch once the list is complete', () => {
    expect(branchCategories(all, [page([1, 1, 3])], true).map((c) => c.name)).toEqual(['Rice Meals', 'Desserts']);
  });

  it('offers every category while more pages remain', () => {
    expect(branchCategories(all, [page([1])], false)).toHaveLength(3);
  });

  it('is empty until the categories arrive', () => {
    expect(branchCategories(undefined, [page([1])], true)).toEqual([]);
  });
});
