// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUST_FETCHED_MS, useCartPrompt } from './use-cart-prompt';

afterEach(() => vi.useRealTimers());

describe('entering Cart or Checkout', () => {
  const NOW = Date.UTC(2026, 11, 1, 4, 0, 0);
  const enter = (dataUpdatedAt: number) => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const refetch = vi.fn();
    renderHook(() => useCartPrompt({ data: undefined, dataUpdatedAt, refetch }, 'cart'));
    return refetch;
  };

  it('refreshes the cart when it has not been fetched, or was fetched a while before', () => {
    expect(enter(0)).toHaveBeenCalledTimes(1);
    expect(enter(NOW - JUST_FETCHED_MS - 1)).toHaveBeenCalledTimes(1);
  });

  it('does not ask again for a cart fetched a moment before (the first load: the layout or the page answered it)', () => {
    expect(enter(NOW - 300)).not.toHaveBeenCalled();
  });
});
