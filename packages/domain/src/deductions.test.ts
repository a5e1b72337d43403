import { describe, expect, it } from 'vitest';
import { applyDeductions, type DeductionsInput, mostUsablePoints } from './deductions';

const ORDER = { computedTotal: 100_000 }; // ₱1,000.00

describe('applyDeductions', () => {
  it('takes nothing off without discounts or tenders', () => {
    expect(applyDeductions(ORDER)).toEqual({
      dueAfterDiscounts: 100_000,
      pointsApplied: 0,
      walletApplied: 0,
      total: 100_000,
    });
  });

  // Every combination of the four deductions, each small enough to be taken whole: the total is the
  // computed total less all of them, and each tender is used whole.
  const parts = { voucherDiscount: 10_000, specialDiscount: 20_000, pointsValue: 5_000, walletCredits: 15_000 };
  const names = Object.keys(parts) as (keyof typeof parts)[];
  const combinations = Array.from({ length: 16 }, (_, mask) => names.filter((_, i) => mask & (1 << i)));
  it.each(combinations.map((c) => [c.join(' + ') || 'none', c] as const))('%s', (_, chosen) => {
    const input: DeductionsInput = { ...ORDER, ...Object.fromEntries(chosen.map((n) => [n, parts[n]])) };
    const taken = chosen.reduce((sum, n) => sum + parts[n], 0);
    const discounts = (input.voucherDiscount ?? 0) + (input.specialDiscount ?? 0);
    expect(applyDeductions(input)).toEqual({
      dueAfterDiscounts: 100_000 - discounts,
      pointsApplied: input.pointsValue ?? 0,
      walletApplied: input.walletCredits ?? 0,
      total: 100_000 - taken,
    });
  });

  it('applies points before wallet credits, each only up to what is still due', () => {
    const paid = applyDeductions({ ...ORDER, specialDiscount: 20_000, pointsValue: 70_000, walletCredits: 50_000 });
    expect(paid).toEqual({ dueAfterDiscounts: 80_000, pointsApplied: 70_000, walletApplied: 10_000, total: 0 });
  });

  it('uses no tender when the discounts already took everything, and floors the total at 0', () => {
    const free = applyDeductions({ ...ORDER, voucherDiscount: 60_000, specialDiscount: 50_000, pointsValue: 1_000 });
    expect(free).toEqual({ dueAfterDiscounts: 0, pointsApplied: 0, walletApplied: 0, total: 0 });
  });

  it('never lets a tender lower the discounts: the special discount is the same with or without points', () => {
    const without = applyDeductions({ ...ORDER, specialDiscount: 20_000 });
    const withPoints = applyDeductions({ ...ORDER, specialDiscount: 20_000, pointsValue: 30_000 });
    expect(withPoints.dueAfterDiscounts).toBe(without.dueAfterDiscounts);
    expect(withPoints.total).toBe(without.total - 30_000);
  });

  it('refuses amounts that are not non-negative integer centavos', () => {
    expect(() => applyDeductions({ computedTotal: 10.5 })).toThrow(RangeError);
    expect(() => applyDeductions({ ...ORDER, pointsValue: -1 })).toThrow(RangeError);
    expect(() => applyDeductions({ ...ORDER, walletCredits: 0.5 })).toThrow(RangeError);
  });
});

describe('mostUsablePoints', () => {
  it('is as many whole points as fit what is due, and no more than the balance', () => {
    expect(mostUsablePoints({ dueAfterDiscounts: 80_050, balance: 10_000, centavosPerPoint: 100 })).toBe(800);
    expect(mostUsablePoints({ dueAfterDiscounts: 80_050, balance: 120, centavosPerPoint: 100 })).toBe(120);
    expect(mostUsablePoints({ dueAfterDiscounts: 99, balance: 120, centavosPerPoint: 100 })).toBe(0);
    expect(mostUsablePoints({ dueAfterDiscounts: 10_000, balance: 500, centavosPerPoint: 25 })).toBe(400);
  });

  it('refuses a point worth nothing and a balance that is not one', () => {
    expect(() => mostUsablePoints({ dueAfterDiscounts: 100, balance: 1, centavosPerPoint: 0 })).toThrow(RangeError);
    expect(() => mostUsablePoints({ dueAfterDiscounts: 100, balance: -1, centavosPerPoint: 100 })).toThrow(RangeError);
  });
});
