import { describe, expect, it } from 'vitest';
import { pageLinks, pageWindow } from './paging';

describe('paging', () => {
  it('turns a page into an offset', () => {
    expect(pageWindow(1, 20)).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow(3, 20)).toEqual({ offset: 40, limit: 20 });
  });

  it('gives the next page until the last', () => {
    expect(pageLinks(1, 20, 41)).toEqual({ current_page: 1, max_page: 3, next_page: 2 });
    expect(pageLinks(3, 20, 41)).toEqual({ current_page: 3, max_page: 3, next_page: null });
  });

  it('has one page when the list is empty, and no next page past the end', () => {
    expect(pageLinks(1, 20, 0)).toEqual({ current_page: 1, max_page: 1, next_page: null });
    expect(pageLinks(9, 20, 5)).toEqual({ current_page: 9, max_page: 1, next_page: null });
  });
});
