import type { CartBranchEntry, CartItem } from '@storefront/contracts/cart';
import { SPECIAL_DISCOUNT_CART_MESSAGES } from '@storefront/contracts/special-discount-words';
import { deliveryFeeLabel } from '@storefront/domain/money';
import { describe, expect, it } from 'vitest';
import { addOnText, attributeLines, branchLabel, cartPromptMessage, feeLines, miniCartSubtitle } from './cart-view';

const item = (type: 'simple' | 'variable', addOns: string[] = []) =>
  ({
    add_ons: addOns.map((name) => ({ name })),
    product_inventory: {
      decoded_variation_code: type === 'variable' ? [{ attribute: 'Size', value: 'Large' }] : [],
      product_details: { type },
    },
  }) as unknown as CartItem;

const entry = (brand: string, branch: string, fee: number | null = null) =>
  ({
    brand_name: brand,
    branch_name: branch,
    delivery_type: 'deliver_now',
    fees: [{ name: 'Delivery Fee', orig_value: fee, calculated_amount: fee }],
  }) as unknown as CartBranchEntry;

describe('cart lines', () => {
  it("shows 'attribute - value' for variable products only", () => {
    expect(attributeLines(item('variable'))).toEqual(['Size - Large']);
    expect(attributeLines(item('simple'))).toEqual([]);
  });

  it("joins add-ons with ' + '", () => {
    expect(addOnText(item('simple', ['Gravy', 'Extra Rice']))).toBe('Gravy + Extra Rice');
    expect(addOnText(item('simple'))).toBe('');
  });
});

describe('branch label', () => {
  it("reads 'Brand · Branch', without the brand twice when the branch name starts with it", () => {
    expect(branchLabel(entry('Lutong Bahay', 'Lutong Bahay - Ayala Makati'))).toBe('Lutong Bahay · Ayala Makati');
    expect(branchLabel(entry('Lutong Bahay', 'Ayala Makati'))).toBe('Lutong Bahay · Ayala Makati');
  });
});

describe('mini cart subtitle', () => {
  it('names the brand and branch when there is one, else counts branches', () => {
    expect(miniCartSubtitle({ list: [entry('Lutong Bahay', 'Lutong Bahay - Ayala Makati')] })).toBe(
      'Lutong Bahay · Ayala Makati',
    );
    expect(miniCartSubtitle({ list: [entry('A', 'B'), entry('C', 'D')] })).toBe('2 branches');
  });
});

describe('fee lines', () => {
  /** The one fee line's amount, read as the summary shows it. */
  const deliveryFee = (list: CartBranchEntry[]) => {
    const lines = feeLines({ list });
    expect(lines.map((l) => l.name)).toEqual(['Delivery Fee']);
    return lines[0]?.centavos ?? null;
  };

  it('is FREE when no branch has a calculated amount', () => {
    expect(deliveryFee([entry('A', 'B')])).toBeNull();
    expect(deliveryFeeLabel(deliveryFee([entry('A', 'B')]))).toBe('FREE');
  });

  it('is FREE when the branches that charge one charge nothing', () => {
    const total = deliveryFee([entry('A', 'B', 0), entry('C', 'D')]);
    expect(total).toBe(0);
    expect(deliveryFeeLabel(total)).toBe('FREE');
  });

  it('adds up the branches that charge one in centavos, without floating-point dust', () => {
    const total = deliveryFee([entry('A', 'B', 49.1), entry('C', 'D', 20.2), entry('E', 'F')]);
    expect(total).toBe(6930);
    expect(deliveryFeeLabel(total)).toBe('PHP 69.30');
    // 0.1 + 0.2 in float pesos is 0.30000000000000004.
    expect(deliveryFeeLabel(deliveryFee([entry('A', 'B', 0.1), entry('C', 'D', 0.2)]))).toBe('PHP 0.30');
  });

  it('gives each fee its own line, in the order the branches list them, and none without fees', () => {
    const withService = {
      ...entry('A', 'B', 49),
      fees: [
        { name: 'Delivery Fee', orig_value: 49, calculated_amount: 49 },
        { name: 'Service Fee', orig_value: 10, calculated_amount: 10 },
      ],
    };
    expect(feeLines({ list: [withService, entry('C', 'D', 20)] })).toEqual([
      { name: 'Delivery Fee', centavos: 6900 },
      { name: 'Service Fee', centavos: 1000 },
    ]);
    expect(feeLines({ list: [{ ...entry('A', 'B'), fees: [] }] })).toEqual([]);
  });
});

describe('cart prompt', () => {
  const removed = 'Adobo was removed from cart because it is out of stock.';
  const logistic = 'The selected logistic type is not available for A (B). Pickup was chosen instead.';

  it("opens for 'removed from cart' anywhere, and for an unavailable logistic type on Checkout only", () => {
    expect(cartPromptMessage(removed, 'cart')).toBe(removed);
    expect(cartPromptMessage(logistic, 'cart')).toBeNull();
    expect(cartPromptMessage(logistic, 'checkout')).toBe(logistic);
    expect(cartPromptMessage('Successfully retrieved cart.', 'checkout')).toBeNull();
    expect(cartPromptMessage(`Successfully retrieved cart. ${logistic}`, 'checkout')).toBeNull();
  });

  it('opens for a Senior Citizen / PWD discount dropped from the cart', () => {
    const dropped = SPECIAL_DISCOUNT_CART_MESSAGES.removed;
    expect(cartPromptMessage(dropped, 'cart')).toBe(dropped);
    expect(cartPromptMessage(dropped, 'checkout')).toBe(dropped);
  });
});
