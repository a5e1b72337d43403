import type { ProductCard } from '@storefront/contracts/store';
import { describe, expect, it } from 'vitest';
import { menuSections } from './menu-sections';

const category = (id: number, name: string) => ({ id, uuid: `c${id}`, name, image: null });
const CATEGORIES = [category(1, 'Rice Meals'), category(2, 'Soups'), category(3, 'Desserts')];
const card = (name: string, categoryId: number) => ({ name, category_id: categoryId }) as ProductCard;

const shape = (sections: ReturnType<typeof menuSections>) =>
  sections.map((s) => [s.category.name, s.seed.map((p) => p.name), s.complete]);

describe('the store menu sections from the listing’s first page', () => {
  it('with more pages, the category the page ends in and the ones after it are still to load', () => {
    const list = [card('Adobo', 1), card('Tapsilog', 1), card('Sinigang', 2)];
    expect(shape(menuSections(CATEGORIES, { list, next_page: 2 }))).toEqual([
      ['Rice Meals', ['Adobo', 'Tapsilog'], true],
      ['Soups', ['Sinigang'], false],
      ['Desserts', [], false],
    ]);
  });

  it('with one page, every category is whole; one the page never names has no section', () => {
    const list = [card('Adobo', 1), card('Halo-Halo', 3)];
    expect(shape(menuSections(CATEGORIES, { list, next_page: null }))).toEqual([
      ['Rice Meals', ['Adobo'], true],
      ['Desserts', ['Halo-Halo'], true],
    ]);
  });

  it('a branch that sells nothing has no sections', () => {
    expect(menuSections([], { list: [], next_page: null })).toEqual([]);
  });
});
