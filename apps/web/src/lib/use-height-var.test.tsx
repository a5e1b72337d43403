// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeResizeObserver } from '@/test/resize-observer';
import { useHeightVar } from './use-height-var';

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  useHeightVar(() => ref.current, '--bar-h');
  return <div ref={ref} data-testid="bar" />;
}

const rootVar = () => document.documentElement.style.getPropertyValue('--bar-h');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('an element’s height as a CSS variable on the root', () => {
  it('takes the height the browser reports after its layout, never reading it while rendering', () => {
    const resizes = fakeResizeObserver();
    const read = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const { getByTestId } = render(<Bar />);
    expect(read).not.toHaveBeenCalled(); // no layout forced in the render's task
    expect(rootVar()).toBe('');

    resizes.report(getByTestId('bar'), 64.5);
    expect(rootVar()).toBe('64.5px');
    resizes.report(getByTestId('bar'), 80);
    expect(rootVar()).toBe('80px');
    expect(read).not.toHaveBeenCalled();
  });

  it('leaves the root alone when the height reported is the one it has (no second layout)', () => {
    const resizes = fakeResizeObserver();
    const { getByTestId } = render(<Bar />);
    resizes.report(getByTestId('bar'), 64);
    const set = vi.spyOn(document.documentElement.style, 'setProperty');
    resizes.report(getByTestId('bar'), 64);
    expect(set).not.toHaveBeenCalled();
  });

  it('takes the variable off the root and stops watching when the element goes', () => {
    const resizes = fakeResizeObserver();
    const { getByTestId, unmount } = render(<Bar />);
    const bar = getByTestId('bar');
    resizes.report(bar, 64);
    unmount();
    expect(rootVar()).toBe('');
    expect(resizes.observing(bar)).toBe(false);
  });
});
