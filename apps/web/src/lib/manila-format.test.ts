import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('Manila dates', () => {
  it("are on Manila's clock, and no formatter is made until one is used (a time zone's data is slow to load)", async () => {
    const Real = Intl.DateTimeFormat;
    const made = vi.fn();
    // biome-ignore lint/complexity/useArrowFunction: called with `new`, which an arrow function cannot be.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      made();
      return new Real(...args);
    } as typeof Real);
    vi.resetModules();
    const { formatManilaDate, formatManilaDateTime } = await import('./manila-format');
    expect(made).not.toHaveBeenCalled();
    // 23:30 UTC is already the next day in Manila (UTC+8).
    expect(formatManilaDateTime(new Date('2026-11-23T23:30:00Z'))).toBe('Nov 24, 2026, 7:30 AM');
    expect(formatManilaDateTime(new Date('2026-11-24T01:45:00Z'))).toBe('Nov 24, 2026, 9:45 AM');
    expect(made).toHaveBeenCalledTimes(1);
    expect(formatManilaDate(new Date('2026-11-23T23:30:00Z'))).toBe('Nov 24, 2026');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
