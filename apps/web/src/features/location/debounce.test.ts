import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_DEBOUNCE_MS, debounce } from './debounce';

describe('the address autocomplete debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 300 ms (spec §9)', () => {
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(300);
  });

  it('calls once, 300 ms after the last keystroke, with the last value', () => {
    const search = vi.fn();
    const typed = debounce(search, AUTOCOMPLETE_DEBOUNCE_MS);
    typed('m');
    vi.advanceTimersByTime(200);
    typed('ma');
    vi.advanceTimersByTime(200);
    typed('mak');
    vi.advanceTimersByTime(299);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('mak');
  });

  it('calls again for typing that resumes after a pause', () => {
    const search = vi.fn();
    const typed = debounce(search, AUTOCOMPLETE_DEBOUNCE_MS);
    typed('ma');
    vi.advanceTimersByTime(300);
    typed('makati');
    vi.advanceTimersByTime(300);
    expect(search.mock.calls).toEqual([['ma'], ['makati']]);
  });

  it('calls nothing once cancelled (the field went away)', () => {
    const search = vi.fn();
    const typed = debounce(search, AUTOCOMPLETE_DEBOUNCE_MS);
    typed('makati');
    typed.cancel();
    vi.advanceTimersByTime(1_000);
    expect(search).not.toHaveBeenCalled();
  });
});
