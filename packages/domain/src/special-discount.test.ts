import { describe, expect, it } from 'vitest';
import {
  computeSpecialDiscount,
  effectiveRejectedAction,
  paymentWaitsForValidation,
  type SpecialDiscountLine,
  type SpecialDiscountPolicy,
} from './special-discount';

const VAT: SpecialDiscountPolicy = { vatRegistered: true, maxUnitsPerProduct: null, maxUnitsPerCategory: {} };
const NON_VAT: SpecialDiscountPolicy = { ...VAT, vatRegistered: false };

const line = (over: Partial<SpecialDiscountLine> = {}): SpecialDiscountLine => ({
  key: 'l1',
  productUuid: 'p1',
  categoryId: 1,
  eligible: true,
  quantity: 1,
  unitRegular: 11_200,
  unitSale: null,
  ...over,
});

describe('computeSpecialDiscount', () => {
  it('VAT-registered: ₱112.00 → ₱100.00 without VAT → pays ₱80.00, a ₱32.00 discount line', () => {
    const result = computeSpecialDiscount([line()], VAT, 1);
    expect(result.total).toBe(3_200);
    expect(result.vatExemption).toBe(1_200);
    expect(result.vatExemptSale).toBe(10_000);
    expect(result.lines).toEqual([
      {
        key: 'l1',
        units: 1,
        before: 11_200,
        after: 8_000,
        discount: 3_200,
        vatExemption: 1_200,
        vatExemptSale: 10_000,
      },
    ]);
  });

  it('not VAT-registered: 20% of the price (₱112.00 → ₱22.40 off), no VAT exemption', () => {
    const result = computeSpecialDiscount([line()], NON_VAT, 1);
    expect(result.total).toBe(2_240);
    expect(result.vatExemption).toBe(0);
    expect(result.vatExemptSale).toBe(0);
  });

  it('discounts the whole line, quantity included', () => {
    expect(computeSpecialDiscount([line({ quantity: 3 })], VAT, 1).total).toBe(9_600);
  });

  it('rounds per line, half up, and the parts add up to the line', () => {
    // ₱99.99 × 1: without VAT 9999 / 1.12 = 8927.67… → 8928; pays 8928 × 0.8 = 7142.4 → 7142.
    const [priced] = computeSpecialDiscount([line({ unitRegular: 9_999 })], VAT, 1).lines;
    expect(priced).toMatchObject({
      before: 9_999,
      after: 7_142,
      discount: 2_857,
      vatExemption: 1_071,
      vatExemptSale: 8_928,
    });
    // ₱0.05: without VAT 4.46 → 4; pays 3.2 → 3.
    const [tiny] = computeSpecialDiscount([line({ unitRegular: 5 })], VAT, 1).lines;
    expect(tiny).toMatchObject({ after: 3, discount: 2 });
    // Three at ₱33.33 are rounded as one line of ₱99.99, not three.
    expect(computeSpecialDiscount([line({ unitRegular: 3_333, quantity: 3 })], VAT, 1).total).toBe(2_857);
  });

  it('leaves ineligible lines at their price', () => {
    const result = computeSpecialDiscount(
      [line({ key: 'med', eligible: true }), line({ key: 'snack', productUuid: 'p2', eligible: false })],
      VAT,
      1,
    );
    expect(result.lines.map((l) => l.key)).toEqual(['med']);
    expect(result.total).toBe(3_200);
  });

  it('gives an item on sale the sale or the discount, whichever is better, never both', () => {
    // Regular ₱112.00 on sale at ₱90.00: the discount makes it ₱80.00, so ₱10.00 more off the sale price.
    expect(computeSpecialDiscount([line({ unitSale: 9_000 })], VAT, 1).lines[0]).toMatchObject({
      before: 9_000,
      after: 8_000,
      discount: 1_000,
    });
    // On sale at ₱75.00: the sale is better, no discount line at all.
    expect(computeSpecialDiscount([line({ unitSale: 7_500 })], VAT, 1)).toEqual({
      lines: [],
      total: 0,
      vatExemption: 0,
      vatExemptSale: 0,
    });
    // Not VAT-registered, on sale at ₱95.00: 20% off ₱112.00 is ₱89.60, ₱5.40 better than the sale.
    expect(computeSpecialDiscount([line({ unitSale: 9_500 })], NON_VAT, 1).total).toBe(540);
  });

  it('discounts add-ons with their item (they are in the unit price)', () => {
    // A ₱100.80 meal with a ₱11.20 add-on: one unit of ₱112.00.
    expect(computeSpecialDiscount([line({ unitRegular: 10_080 + 1_120 })], VAT, 1).total).toBe(3_200);
  });

  it('caps the units each ID covers per product, giving the largest savings first', () => {
    const policy = { ...VAT, maxUnitsPerProduct: 1 };
    // Two variations of one product: the dearer one is covered.
    const result = computeSpecialDiscount(
      [
        line({ key: 'small', unitRegular: 5_600, quantity: 2 }),
        line({ key: 'large', unitRegular: 11_200, quantity: 2 }),
      ],
      policy,
      1,
    );
    expect(result.lines).toEqual([expect.objectContaining({ key: 'large', units: 1, discount: 3_200 })]);
    // Two IDs (a senior and a PWD) cover twice as many.
    expect(computeSpecialDiscount([line({ quantity: 5 })], policy, 2).lines[0]?.units).toBe(2);
  });

  it('caps the units each ID covers per category', () => {
    const policy = { ...VAT, maxUnitsPerCategory: { 7: 1 } };
    const result = computeSpecialDiscount(
      [
        line({ key: 'meal-a', productUuid: 'a', categoryId: 7, unitRegular: 22_400 }),
        line({ key: 'meal-b', productUuid: 'b', categoryId: 7, unitRegular: 33_600 }),
        line({ key: 'drink', productUuid: 'c', categoryId: 8, unitRegular: 5_600 }),
      ],
      policy,
      1,
    );
    // One meal (the dearer), and the drink (its category has no cap); lines keep the cart's order.
    expect(result.lines.map((l) => [l.key, l.units])).toEqual([
      ['meal-b', 1],
      ['drink', 1],
    ]);
    expect(result.total).toBe(9_600 + 1_600);
  });

  it('takes nothing off without an ID, an empty cart, or a zero price', () => {
    expect(computeSpecialDiscount([line()], VAT, 0).total).toBe(0);
    expect(computeSpecialDiscount([], VAT, 1).total).toBe(0);
    expect(computeSpecialDiscount([line({ unitRegular: 0 })], VAT, 1).lines).toEqual([]);
  });

  it('refuses amounts that are not centavos', () => {
    expect(() => computeSpecialDiscount([line({ unitRegular: 10.5 })], VAT, 1)).toThrow(RangeError);
    expect(() => computeSpecialDiscount([line({ quantity: -1 })], VAT, 1)).toThrow(RangeError);
  });
});

describe('effectiveRejectedAction', () => {
  it("keeps the customer's choice while no points were used", () => {
    expect(effectiveRejectedAction('proceed', 0)).toBe('proceed');
    expect(effectiveRejectedAction('cancel', 0)).toBe('cancel');
  });

  it("turns 'proceed' into 'cancel' once points were used (spec §4: 'Proceed' is hidden then)", () => {
    expect(effectiveRejectedAction('proceed', 1)).toBe('cancel');
    expect(effectiveRejectedAction('proceed', 250)).toBe('cancel');
    expect(effectiveRejectedAction('cancel', 250)).toBe('cancel');
  });

  it("with several IDs, any 'cancel' wins", () => {
    expect(effectiveRejectedAction(['proceed', 'proceed'], 0)).toBe('proceed');
    expect(effectiveRejectedAction(['proceed', 'cancel'], 0)).toBe('cancel');
    expect(effectiveRejectedAction(['cancel', 'proceed'], 0)).toBe('cancel');
    expect(effectiveRejectedAction(['proceed'], 3)).toBe('cancel');
  });
});

describe('paymentWaitsForValidation', () => {
  const order = (over: Partial<Parameters<typeof paymentWaitsForValidation>[0]> = {}) => ({
    specialDiscountTypes: ['senior'],
    specialDiscountApproved: null,
    paymentMethod: 'CC_PAYMONGO',
    ...over,
  });

  it('holds every online method while the store checks the ID', () => {
    for (const paymentMethod of ['CC_PAYMONGO', 'GCASH_PAYMONGO', 'CC_PAYNAMICS', 'GCASH_PAYNAMICS', 'DEPOSIT_SLIP'])
      expect(paymentWaitsForValidation(order({ paymentMethod }))).toBe(true);
  });

  it('never holds cash on delivery (the rider collects the final total)', () => {
    expect(paymentWaitsForValidation(order({ paymentMethod: 'COD' }))).toBe(false);
  });

  it('lets go once the discount is approved or rejected, and never holds an order without one', () => {
    expect(paymentWaitsForValidation(order({ specialDiscountApproved: 1 }))).toBe(false);
    expect(paymentWaitsForValidation(order({ specialDiscountApproved: 0 }))).toBe(false);
    expect(paymentWaitsForValidation(order({ specialDiscountTypes: [] }))).toBe(false);
  });
});
