import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  codePointLength,
  decodeVariationCode,
  effectiveUnitPrice,
  lineTotal,
  NOTES_MAX_LENGTH,
  quantityLimit,
  STOCK_MESSAGE,
  validateAddOns,
  validateNotes,
  validateQuantity,
  variationCode,
} from './cart-rules';

describe('quantity limit', () => {
  it('is min(stock, max order) with limited stock', () => {
    expect(quantityLimit({ maxOrder: 20, stock: 5, isLimitedStock: true })).toEqual({ max: 5, bound: 'stock' });
    expect(quantityLimit({ maxOrder: 20, stock: 50, isLimitedStock: true })).toEqual({ max: 20, bound: 'max_order' });
    expect(quantityLimit({ maxOrder: 20, stock: 20, isLimitedStock: true })).toEqual({ max: 20, bound: 'stock' });
    expect(quantityLimit({ maxOrder: 20, stock: 0, isLimitedStock: true })).toEqual({ max: 0, bound: 'stock' });
    expect(quantityLimit({ maxOrder: 20, stock: -3, isLimitedStock: true })).toEqual({ max: 0, bound: 'stock' });
  });

  it('has no max order with unlimited stock, only the line cap, whatever the stock says', () => {
    expect(quantityLimit({ maxOrder: 20, stock: 0, isLimitedStock: false })).toEqual({ max: 999, bound: 'line_cap' });
    expect(quantityLimit({ maxOrder: 20, stock: 5, isLimitedStock: false })).toEqual({ max: 999, bound: 'line_cap' });
  });
});

describe('quantity validation', () => {
  const byMaxOrder = quantityLimit({ maxOrder: 20, stock: 100, isLimitedStock: true });
  const byStock = quantityLimit({ maxOrder: 20, stock: 5, isLimitedStock: true });

  it('accepts 1 to the limit', () => {
    expect(validateQuantity(1, byMaxOrder)).toBeNull();
    expect(validateQuantity(20, byMaxOrder)).toBeNull();
    expect(validateQuantity(5, byStock)).toBeNull();
  });

  it('refuses 0, negatives, fractions and NaN', () => {
    expect(validateQuantity(0, byMaxOrder)).toBe('below_minimum');
    expect(validateQuantity(-1, byMaxOrder)).toBe('below_minimum');
    expect(validateQuantity(1.5, byMaxOrder)).toBe('not_integer');
    expect(validateQuantity(Number.NaN, byMaxOrder)).toBe('not_integer');
    expect(validateQuantity(Number.POSITIVE_INFINITY, byMaxOrder)).toBe('not_integer');
  });

  it('names the bound that is exceeded', () => {
    expect(validateQuantity(21, byMaxOrder)).toBe('above_max_order');
    expect(validateQuantity(6, byStock)).toBe('above_stock');
    expect(validateQuantity(1, quantityLimit({ maxOrder: 20, stock: 0, isLimitedStock: true }))).toBe('above_stock');
  });

  it('has the stock modal text', () => {
    expect(STOCK_MESSAGE).toBe('Quantity should not be more than the current stock.');
  });
});

describe('notes', () => {
  it('allows 149 characters and refuses 150', () => {
    expect(NOTES_MAX_LENGTH).toBe(149);
    expect(validateNotes('')).toBeNull();
    expect(validateNotes('a'.repeat(149))).toBeNull();
    expect(validateNotes('a'.repeat(150))).toBe('too_long');
  });

  it('counts code points: an emoji counts 1 although it is 2 UTF-16 units', () => {
    const fits = `${'a'.repeat(148)}😀`;
    expect(fits.length).toBe(150);
    expect(codePointLength(fits)).toBe(149);
    expect(validateNotes(fits)).toBeNull();
    expect(validateNotes(`${'a'.repeat(149)}😀`)).toBe('too_long');
    expect(validateNotes('😀'.repeat(149))).toBeNull();
    expect(validateNotes('😀'.repeat(150))).toBe('too_long');
  });

  it('counts a ZWJ family emoji as its code points', () => {
    const family = '👨‍👩‍👧'; // 3 people + 2 joiners
    expect(codePointLength(family)).toBe(5);
    expect(validateNotes(`${'a'.repeat(144)}${family}`)).toBeNull();
    expect(validateNotes(`${'a'.repeat(145)}${family}`)).toBe('too_long');
  });
});

describe('add-on selection', () => {
  const categories = [
    { id: 1, limit: 2, add_ons: [{ uuid: 'cheese' }, { uuid: 'bacon' }, { uuid: 'egg' }] },
    { id: 2, limit: 1, add_ons: [{ uuid: 'rice' }, { uuid: 'fries' }] },
  ];

  it('accepts selections within each limit', () => {
    expect(validateAddOns([], categories)).toEqual([]);
    expect(validateAddOns(['cheese', 'bacon', 'rice'], categories)).toEqual([]);
  });

  it('refuses a category over its limit', () => {
    expect(validateAddOns(['cheese', 'bacon', 'egg'], categories)).toEqual([
      { code: 'over_limit', categoryId: 1, limit: 2, selected: 3 },
    ]);
    expect(validateAddOns(['rice', 'fries'], categories)).toEqual([
      { code: 'over_limit', categoryId: 2, limit: 1, selected: 2 },
    ]);
  });

  it('refuses an add-on of another product', () => {
    expect(validateAddOns(['cheese', 'gravy'], categories)).toEqual([{ code: 'unknown_add_on', uuid: 'gravy' }]);
  });

  it('refuses duplicates, once, and counts them once toward the limit', () => {
    expect(validateAddOns(['rice', 'rice', 'rice'], categories)).toEqual([{ code: 'duplicate_add_on', uuid: 'rice' }]);
  });

  it('refuses everything with a limit of 0', () => {
    expect(validateAddOns(['x'], [{ id: 'c', limit: 0, add_ons: [{ uuid: 'x' }] }])).toEqual([
      { code: 'over_limit', categoryId: 'c', limit: 0, selected: 1 },
    ]);
  });
});

describe('line total', () => {
  it('is (unit + add-ons) × quantity, free add-ons costing 0', () => {
    expect(lineTotal({ unitPrice: 12_500, addOnPrices: [], quantity: 3 })).toBe(37_500);
    expect(
      lineTotal({
        unitPrice: 12_500,
        addOnPrices: [{ price: 2_000 }, { price: 1_550, isFree: true }, { price: 25, isFree: false }],
        quantity: 2,
      }),
    ).toBe(29_050);
  });

  it('refuses amounts that are not integer centavos', () => {
    expect(() => lineTotal({ unitPrice: 125.5, addOnPrices: [], quantity: 1 })).toThrow(RangeError);
    expect(() => lineTotal({ unitPrice: 100, addOnPrices: [{ price: -1 }], quantity: 1 })).toThrow(RangeError);
    expect(() => lineTotal({ unitPrice: 100, addOnPrices: [], quantity: 1.5 })).toThrow(RangeError);
  });
});

describe('effective unit price', () => {
  const until = new Date('2026-11-30T23:59:59+08:00');

  it('is the sale price until the sale ends, then the regular price', () => {
    const item = { regularPrice: 20_000, salePrice: 15_000, saleUntil: until };
    expect(effectiveUnitPrice(item, new Date('2026-11-30T23:59:58+08:00'))).toBe(15_000);
    expect(effectiveUnitPrice(item, until)).toBe(20_000);
    expect(effectiveUnitPrice(item, new Date('2026-12-01T00:00:00+08:00'))).toBe(20_000);
  });

  it('has an open-ended sale without an end, and no sale without a sale price', () => {
    const now = new Date('2030-01-01T00:00:00+08:00');
    expect(effectiveUnitPrice({ regularPrice: 20_000, salePrice: 15_000, saleUntil: null }, now)).toBe(15_000);
    expect(effectiveUnitPrice({ regularPrice: 20_000, salePrice: null, saleUntil: until }, now)).toBe(20_000);
    expect(effectiveUnitPrice({ regularPrice: 20_000 }, now)).toBe(20_000);
    expect(effectiveUnitPrice({ regularPrice: 20_000, salePrice: 0 }, now)).toBe(0);
  });
});

describe('cart total', () => {
  it('is the computed total minus the special discount, floored at 0', () => {
    expect(cartTotal({ computedTotal: 100_000, specialDiscount: 20_000 })).toBe(80_000);
    expect(cartTotal({ computedTotal: 100_000, specialDiscount: 100_000 })).toBe(0);
    expect(cartTotal({ computedTotal: 100_000, specialDiscount: 100_001 })).toBe(0);
    expect(cartTotal({ computedTotal: 100_000 })).toBe(100_000);
    expect(cartTotal({ computedTotal: 100_000, specialDiscount: null })).toBe(100_000);
    expect(cartTotal({ computedTotal: 100_000, voucherDiscount: 4_900 })).toBe(95_100);
    expect(cartTotal({ computedTotal: 100_000, specialDiscount: 60_000, voucherDiscount: 50_000 })).toBe(0);
  });

  it('refuses amounts that are not integer centavos', () => {
    expect(() => cartTotal({ computedTotal: 10.5 })).toThrow(RangeError);
  });
});

describe('variation code', () => {
  it('joins values with an underscore and decodes them back', () => {
    expect(variationCode(['red', 'large'])).toBe('red_large');
    expect(decodeVariationCode('red_large', ['Color', 'Size'])).toEqual([
      { attribute: 'Color', value: 'red' },
      { attribute: 'Size', value: 'large' },
    ]);
    expect(variationCode([])).toBe('');
    expect(decodeVariationCode('', [])).toEqual([]);
  });

  it('refuses values it could not decode and codes with the wrong number of parts', () => {
    expect(() => variationCode(['extra_large'])).toThrow(RangeError);
    expect(() => variationCode([''])).toThrow(RangeError);
    expect(decodeVariationCode('red_large_x', ['Color', 'Size'])).toBeNull();
    expect(decodeVariationCode('red', ['Color', 'Size'])).toBeNull();
    expect(decodeVariationCode('red_', ['Color', 'Size'])).toBeNull();
  });
});
