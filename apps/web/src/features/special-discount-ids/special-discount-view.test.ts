import { describe, expect, it } from 'vitest';
import {
  canRegisterAnother,
  cartTakesSpecialDiscount,
  discountTypeChoices,
  idHeading,
  idNumberEnding,
  idTypeText,
  isSelectable,
  offeredDiscountTypes,
} from './special-discount-view';

const setting = (overrides = {}) => ({
  is_enabled: true,
  channels: ['estore'],
  discount_types: ['senior', 'pwd'],
  ...overrides,
});

describe('what the merchant offers on the e-store (store details special_discount[0])', () => {
  it('is the enabled types, Senior Citizen first', () => {
    expect(offeredDiscountTypes([setting({ discount_types: ['pwd', 'senior'] })])).toEqual(['senior', 'pwd']);
    expect(offeredDiscountTypes([setting({ discount_types: ['pwd'] })])).toEqual(['pwd']);
  });

  it('is nothing when disabled, not for the e-store, missing, or only a later entry is enabled', () => {
    expect(offeredDiscountTypes([setting({ is_enabled: false })])).toEqual([]);
    expect(offeredDiscountTypes([setting({ channels: ['pos'] })])).toEqual([]);
    expect(offeredDiscountTypes([])).toEqual([]);
    expect(offeredDiscountTypes(undefined)).toEqual([]);
    expect(offeredDiscountTypes([setting({ is_enabled: false }), setting()])).toEqual([]);
  });
});

const item = (eligible: boolean) => ({ product_inventory: { product_details: { enable_special_discount: eligible } } });

describe('whether the cart takes a special discount (spec §2)', () => {
  it('needs an eligible item in a cart from one branch', () => {
    expect(cartTakesSpecialDiscount({ list: [{ items: [item(false), item(true)] }] })).toBe(true);
    expect(cartTakesSpecialDiscount({ list: [{ items: [item(false)] }] })).toBe(false);
    expect(cartTakesSpecialDiscount({ list: [{ items: [item(true)] }, { items: [item(true)] }] })).toBe(false);
    expect(cartTakesSpecialDiscount({ list: [] })).toBe(false);
  });
});

describe('the saved IDs', () => {
  it("offer 'Register new ID' only while fewer than 2 are saved", () => {
    expect(canRegisterAnother([])).toBe(true);
    expect(canRegisterAnother([{}])).toBe(true);
    expect(canRegisterAnother([{}, {}])).toBe(false);
  });

  it('read with their discount type, and the ID type for a senior ID only', () => {
    expect(idHeading({ discount_type: 'senior' })).toBe('Senior Citizen');
    expect(idHeading({ discount_type: 'pwd' })).toBe('PWD');
    expect(idTypeText({ discount_type: 'senior', customer_id_type: 'GSIS_SSS' })).toBe('GSIS or SSS Umid Card');
    expect(idTypeText({ discount_type: 'senior', customer_id_type: 'NBI' })).toBe('NBI Clearance');
    expect(idTypeText({ discount_type: 'pwd', customer_id_type: 'PWD' })).toBeNull();
  });

  it('say the end of a masked number for screen readers', () => {
    expect(idNumberEnding('••••••5678')).toBe('5678');
    expect(idNumberEnding('••23')).toBe('23');
  });

  it('cannot be chosen when invalid (the store no longer offers the type)', () => {
    expect(isSelectable({ is_enabled: true })).toBe(true);
    expect(isSelectable({ is_enabled: false })).toBe(false);
  });
});

describe('the upload form’s discount types (spec §5)', () => {
  it('disable a type the merchant does not offer, and one the customer already has', () => {
    expect(discountTypeChoices(['senior', 'pwd'], [{ discount_type: 'senior' }])).toEqual([
      { value: 'senior', label: 'Senior Citizen', unavailable: 'You already registered an ID for this discount.' },
      { value: 'pwd', label: 'PWD', unavailable: null },
    ]);
    expect(discountTypeChoices(['senior'], [])).toEqual([
      { value: 'senior', label: 'Senior Citizen', unavailable: null },
      { value: 'pwd', label: 'PWD', unavailable: 'The store does not offer this discount.' },
    ]);
  });
});
