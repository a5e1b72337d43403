// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryChips } from './category-chips';

const CATEGORIES = ['Rice Meals', 'Noodles', 'Desserts', 'Drinks'].map((name, i) => ({
  id: i + 1,
  uuid: `c${i + 1}`,
  name,
  image: null,
}));

/** The menu marks the tab of the section in view; here, the one tapped last (the first at the start). */
function Harness() {
  const [current, setCurrent] = useState<number | null>(1);
  return <CategoryChips categories={CATEGORIES} current={current} onSelect={setCurrent} />;
}

/** A 200px-wide row with 100px chips side by side (happy-dom lays nothing out). */
function layOut(row: HTMLElement) {
  const box = (left: number, width: number) => ({ left, right: left + width, width }) as DOMRect;
  vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(box(0, 200));
  row.querySelectorAll('button').forEach((chip, i) => {
    vi.spyOn(chip, 'getBoundingClientRect').mockImplementation(() => box(i * 108 - row.scrollLeft, 100));
  });
  const scrollTo = vi.fn();
  row.scrollTo = scrollTo;
  return scrollTo;
}

const reduceMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );

afterEach(() => vi.restoreAllMocks());

describe('the category chips', () => {
  it('keep the marked tab (and its focus ring) in view within their row, never scrolling the page', () => {
    reduceMotion(false);
    render(<Harness />);
    const row = screen.getByRole('navigation', { name: 'Categories' }).querySelector('ul') as HTMLElement;
    const scrollTo = layOut(row);
    const pageScroll = vi.spyOn(window, 'scrollTo');

    fireEvent.click(screen.getByRole('button', { name: 'Drinks' }));
    expect(screen.getByRole('button', { name: 'Drinks' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Rice Meals' }).getAttribute('aria-current')).toBeNull();
    // Drinks spans 324–424 in a 0–200 row: scrolled so its right edge and ring (12px) fit.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 236, behavior: 'smooth' });
    expect(pageScroll).not.toHaveBeenCalled();

    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Rice Meals' }));
    expect(scrollTo).not.toHaveBeenCalled(); // already in view at scrollLeft 0
  });

  it('are plain buttons named after the categories, none pressed: they go to a section, they filter nothing', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Rice Meals', 'Noodles', 'Desserts', 'Drinks']);
    for (const tab of tabs) expect(tab.hasAttribute('aria-pressed')).toBe(false);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('jump instead of gliding when the customer prefers reduced motion', () => {
    reduceMotion(true);
    render(<Harness />);
    const row = screen.getByRole('navigation', { name: 'Categories' }).querySelector('ul') as HTMLElement;
    const scrollTo = layOut(row);
    fireEvent.click(screen.getByRole('button', { name: 'Drinks' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 236, behavior: 'auto' });
  });
});
