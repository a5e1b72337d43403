import { describe, expect, it } from 'vitest';
import {
  evaluatePromo,
  normalizePromoCode,
  type PromoCartBranch,
  type PromoRule,
  percentOf,
  promoLabel,
  promoRefusalMessage,
  spread,
} from './promo-codes';

const NOW = new Date('2026-11-24T04:00:00Z'); // 12:00 in Manila
const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  code: 'SAVE10',
  kind: 'percentage',
  value: 10,
  capCentavos: null,
  minSubtotalCentavos: 0,
  startsAt: null,
  endsAt: null,
  branchUuids: null,
  categoryIds: null,
  totalLimit: null,
  perCustomerLimit: null,
  ...overrides,
});
const unused = { total: 0, byCustomer: 0 };
const ayala: PromoCartBranch = {
  branchUuid: 'ayala',
  deliveryFeeCentavos: 4900,
  lines: [
    { categoryId: 1, amountCentavos: 18900 },
    { categoryId: 2, amountCentavos: 5000 },
  ],
};
const bgc: PromoCartBranch = { branchUuid: 'bgc', lines: [{ categoryId: 3, amountCentavos: 12000 }] }; // pickup

describe('evaluatePromo: kinds', () => {
  it('percentage: a percent of the covered subtotal, spread over branches, with an optional cap', () => {
    const result = evaluatePromo(rule(), [ayala, bgc], unused, NOW);
    // 10% of 239.00 + 120.00 = 35.90
    expect(result).toEqual({
      applies: true,
      discount: { itemsOff: { ayala: 2390, bgc: 1200 }, feeOff: {}, total: 3590, freeDeliveryBranches: [] },
    });
    const capped = evaluatePromo(rule({ capCentavos: 2000 }), [ayala, bgc], unused, NOW);
    expect(capped.applies && capped.discount.total).toBe(2000);
    expect(capped.applies && capped.discount.itemsOff).toEqual({ ayala: 1332, bgc: 668 });
  });

  it('fixed amount: never more than the covered subtotal', () => {
    const result = evaluatePromo(rule({ kind: 'fixed_amount', value: 5000 }), [ayala], unused, NOW);
    expect(result.applies && result.discount).toMatchObject({ itemsOff: { ayala: 5000 }, total: 5000 });
    const huge = evaluatePromo(rule({ kind: 'fixed_amount', value: 1_000_000 }), [ayala], unused, NOW);
    expect(huge.applies && huge.discount.total).toBe(23900);
  });

  it('free delivery: the fee of each delivering covered branch is waived and marked struck through', () => {
    const result = evaluatePromo(rule({ kind: 'free_delivery', value: 0 }), [ayala, bgc], unused, NOW);
    expect(result).toEqual({
      applies: true,
      discount: { itemsOff: {}, feeOff: { ayala: 4900 }, total: 4900, freeDeliveryBranches: ['ayala'] },
    });
  });

  it('delivery discount: a fixed amount off the fee, down to zero', () => {
    const small = evaluatePromo(rule({ kind: 'delivery_discount', value: 2000 }), [ayala], unused, NOW);
    expect(small.applies && small.discount).toMatchObject({
      feeOff: { ayala: 2000 },
      total: 2000,
      freeDeliveryBranches: [],
    });
    const big = evaluatePromo(rule({ kind: 'delivery_discount', value: 10_000 }), [ayala], unused, NOW);
    expect(big.applies && big.discount.total).toBe(4900);
  });

  it('delivery kinds refuse a cart that only picks up', () => {
    expect(evaluatePromo(rule({ kind: 'free_delivery' }), [bgc], unused, NOW)).toMatchObject({
      applies: false,
      reason: 'delivery_only',
    });
  });

  it('a delivering branch with no fee rule (FREE) takes nothing off but the code still applies', () => {
    const free = { ...ayala, deliveryFeeCentavos: null };
    const result = evaluatePromo(rule({ kind: 'free_delivery' }), [free], unused, NOW);
    expect(result.applies && result.discount).toMatchObject({ feeOff: { ayala: 0 }, total: 0 });
  });
});

describe('evaluatePromo: what it covers', () => {
  it('branches: only the listed branches count, and a cart of none is refused', () => {
    const onlyBgc = evaluatePromo(rule({ branchUuids: ['bgc'] }), [ayala, bgc], unused, NOW);
    expect(onlyBgc.applies && onlyBgc.discount.itemsOff).toEqual({ bgc: 1200 });
    expect(evaluatePromo(rule({ branchUuids: ['elsewhere'] }), [ayala], unused, NOW)).toMatchObject({
      reason: 'other_branches',
    });
  });

  it('categories: only covered lines count toward the discount and the minimum', () => {
    const drinks = evaluatePromo(rule({ categoryIds: [2] }), [ayala, bgc], unused, NOW);
    expect(drinks.applies && drinks.discount.itemsOff).toEqual({ ayala: 500 });
    expect(evaluatePromo(rule({ categoryIds: [9] }), [ayala], unused, NOW)).toMatchObject({ reason: 'other_items' });
    expect(evaluatePromo(rule({ categoryIds: [2], minSubtotalCentavos: 6000 }), [ayala], unused, NOW)).toEqual({
      applies: false,
      reason: 'minimum',
      minSubtotalCentavos: 6000,
      shortCentavos: 1000,
    });
  });

  it('minimum: reached exactly applies; a centavo short is refused with the amount missing', () => {
    expect(evaluatePromo(rule({ minSubtotalCentavos: 23900 }), [ayala], unused, NOW).applies).toBe(true);
    expect(evaluatePromo(rule({ minSubtotalCentavos: 23901 }), [ayala], unused, NOW)).toMatchObject({
      reason: 'minimum',
      shortCentavos: 1,
    });
  });
});

describe('evaluatePromo: window and limits', () => {
  it('applies from its start (inclusive) until its end (exclusive)', () => {
    expect(evaluatePromo(rule({ startsAt: NOW }), [ayala], unused, NOW).applies).toBe(true);
    expect(evaluatePromo(rule({ startsAt: new Date(NOW.getTime() + 1) }), [ayala], unused, NOW)).toMatchObject({
      reason: 'not_started',
    });
    expect(evaluatePromo(rule({ endsAt: new Date(NOW.getTime() + 1) }), [ayala], unused, NOW).applies).toBe(true);
    expect(evaluatePromo(rule({ endsAt: NOW }), [ayala], unused, NOW)).toMatchObject({ reason: 'expired' });
  });

  it('total and per-customer limits', () => {
    expect(evaluatePromo(rule({ totalLimit: 10 }), [ayala], { total: 9, byCustomer: 0 }, NOW).applies).toBe(true);
    expect(evaluatePromo(rule({ totalLimit: 10 }), [ayala], { total: 10, byCustomer: 0 }, NOW)).toMatchObject({
      reason: 'used_up',
    });
    expect(evaluatePromo(rule({ perCustomerLimit: 1 }), [ayala], { total: 3, byCustomer: 1 }, NOW)).toMatchObject({
      reason: 'used_by_customer',
    });
  });
});

describe('rounding and spreading', () => {
  it('percentOf rounds half up to the centavo', () => {
    expect(percentOf(12345, 10)).toBe(1235); // 1234.5
    expect(percentOf(12344, 10)).toBe(1234);
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(33333, 15)).toBe(5000); // 4999.95
  });

  it('spread: shares add up exactly, follow the weights, and never exceed a weight', () => {
    expect(
      spread(100, [
        ['a', 100],
        ['b', 100],
        ['c', 100],
      ]),
    ).toEqual({ a: 34, b: 33, c: 33 });
    expect(() =>
      spread(4, [
        ['a', 1],
        ['b', 2],
      ]),
    ).toThrow(RangeError);
    expect(
      spread(1000, [
        ['a', 300],
        ['b', 700],
      ]),
    ).toEqual({ a: 300, b: 700 });
    expect(
      spread(7, [
        ['a', 5],
        ['b', 2],
      ]),
    ).toEqual({ a: 5, b: 2 });
    expect(spread(0, [['a', 5]])).toEqual({ a: 0 });
    for (let amount = 0; amount <= 500; amount += 37) {
      const shares = spread(amount, [
        ['a', 250],
        ['b', 125],
        ['c', 125],
      ]);
      expect(Object.values(shares).reduce((s, v) => s + v, 0)).toBe(amount);
    }
  });
});

describe('words', () => {
  it('each refusal reads as something the customer can act on', () => {
    expect(promoRefusalMessage({ reason: 'minimum', minSubtotalCentavos: 50000, shortCentavos: 1250 })).toBe(
      'Add PHP 12.50 more to use this promo code (minimum PHP 500.00).',
    );
    expect(promoRefusalMessage({ reason: 'expired' })).toBe('This promo code has expired.');
    expect(promoRefusalMessage({ reason: 'used_up' })).toBe('This promo code has been fully used.');
  });

  it('the label keeps 11 characters; codes match without case or spaces', () => {
    expect(promoLabel('SUMMERSALE2026')).toBe('SUMMERSALE2');
    expect(promoLabel('SAVE10')).toBe('SAVE10');
    expect(normalizePromoCode('  save10 ')).toBe('SAVE10');
  });
});
