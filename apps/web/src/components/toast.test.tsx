// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_MS, ToastRegion } from './toast';

describe('the toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a polite live region that is there before any message, so the message is announced', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => showToast('Added to cart: Chicken Adobo Rice Meal'));
    expect(region.textContent).toBe('Added to cart: Chicken Adobo Rice Meal');
  });

  it('goes by itself after a few seconds', () => {
    render(<ToastRegion />);
    act(() => showToast('Added to cart: Cheese Ensaymada'));
    act(() => vi.advanceTimersByTime(TOAST_MS - 100));
    expect(screen.getByRole('status').textContent).toBe('Added to cart: Cheese Ensaymada');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves focus where it was and has nothing to focus', () => {
    render(
      <>
        <button type="button">Keep shopping</button>
        <ToastRegion />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Keep shopping' });
    button.focus();
    act(() => showToast('Added to cart: Halo-Halo'));
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('status').querySelector('a, button, [tabindex]')).toBeNull();
  });

  it('shows a new message in place of the old one, for the full time again', () => {
    render(<ToastRegion />);
    act(() => showToast('Added to cart: Halo-Halo'));
    act(() => vi.advanceTimersByTime(TOAST_MS - 500));
    act(() => showToast('Added to cart: Turon'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('Added to cart: Turon');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
