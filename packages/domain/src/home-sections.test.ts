import { describe, expect, it } from 'vitest';
import { type HomeLayout, orderHomeSections } from './home-sections';

const layout = (overrides: Partial<HomeLayout>): HomeLayout => ({
  categories: { enable: false, weight: 1 },
  our_brands: { enable: false, weight: 2 },
  about_us: { enable: false, weight: 3 },
  whats_nearby: { enable: false, weight: 4 },
  ...overrides,
});

describe('orderHomeSections', () => {
  it('shows only enabled sections, lightest weight first', () => {
    const sections = orderHomeSections(
      layout({
        categories: { enable: true, weight: 3 },
        our_brands: { enable: true, weight: 1 },
        about_us: { enable: false, weight: 0 },
        whats_nearby: { enable: true, weight: 2 },
      }),
    );
    expect(sections.map((s) => s.key)).toEqual(['our_brands', 'whats_nearby', 'categories']);
  });

  it('shows all four when all are enabled', () => {
    const sections = orderHomeSections(
      layout({
        categories: { enable: true, weight: 4 },
        our_brands: { enable: true, weight: 3 },
        about_us: { enable: true, weight: 2 },
        whats_nearby: { enable: true, weight: 1 },
      }),
    );
    expect(sections.map((s) => s.key)).toEqual(['whats_nearby', 'about_us', 'our_brands', 'categories']);
  });

  it('forces whats_nearby with weight 1 when none is enabled', () => {
    expect(orderHomeSections(layout({}))).toEqual([{ key: 'whats_nearby', weight: 1 }]);
    expect(orderHomeSections(null)).toEqual([{ key: 'whats_nearby', weight: 1 }]);
    expect(orderHomeSections({})).toEqual([{ key: 'whats_nearby', weight: 1 }]);
  });

  it('does not force whats_nearby when another section is enabled', () => {
    expect(orderHomeSections(layout({ about_us: { enable: true, weight: 9 } }))).toEqual([
      { key: 'about_us', weight: 9 },
    ]);
  });

  it('keeps the spec order for equal weights', () => {
    const sections = orderHomeSections(
      layout({
        whats_nearby: { enable: true, weight: 1 },
        categories: { enable: true, weight: 1 },
        about_us: { enable: true, weight: 0 },
      }),
    );
    expect(sections.map((s) => s.key)).toEqual(['about_us', 'categories', 'whats_nearby']);
  });
});
