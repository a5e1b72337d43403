import {
  SPECIAL_DISCOUNT_CART_MESSAGES as CART,
  SPECIAL_DISCOUNT_MESSAGES as M,
} from '@storefront/contracts/special-discount';
import { describe, expect, it } from 'vitest';
import { decodeBase64Image } from './image';
import {
  capsByCategory,
  normalizeTypes,
  offeredDiscountTypes,
  policyOf,
  selectionRefusal,
  uploadRefusal,
} from './rules';

describe('offered discount types', () => {
  it('are the first setting’s types, when it is on and includes the e-store', () => {
    const on = { is_enabled: true, channels: ['pos', 'estore'], discount_types: ['pwd', 'senior'] };
    expect(offeredDiscountTypes([on])).toEqual(['senior', 'pwd']);
    expect(offeredDiscountTypes([{ ...on, discount_types: ['pwd'] }])).toEqual(['pwd']);
    expect(offeredDiscountTypes([{ ...on, is_enabled: false }])).toEqual([]);
    expect(offeredDiscountTypes([{ ...on, channels: ['pos'] }])).toEqual([]);
    expect(offeredDiscountTypes([])).toEqual([]);
  });
});

describe('upload refusal', () => {
  const both = ['senior', 'pwd'] as const;
  it('refuses a type not offered, a third ID, then a type already registered', () => {
    expect(uploadRefusal('senior', both, [])).toBeNull();
    expect(uploadRefusal('pwd', ['senior'], [])).toBe(M.typeNotOffered);
    expect(uploadRefusal('senior', both, [{ discountType: 'senior' }])).toBe(M.typeTaken);
    expect(uploadRefusal('pwd', both, [{ discountType: 'senior' }])).toBeNull();
    expect(uploadRefusal('pwd', both, [{ discountType: 'senior' }, { discountType: 'pwd' }])).toBe(M.tooMany);
    expect(uploadRefusal('pwd', ['senior'], [{ discountType: 'senior' }, { discountType: 'pwd' }])).toBe(
      M.typeNotOffered,
    );
  });
});

describe('the photo’s base64', () => {
  it('is read with or without a data URL prefix, line breaks dropped; anything else is none', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const text = bytes.toString('base64');
    expect(decodeBase64Image(text)).toEqual(bytes);
    expect(decodeBase64Image(`data:image/jpeg;base64,${text}`)).toEqual(bytes);
    expect(decodeBase64Image(`data:application/octet-stream;name=a.jpg;base64,${text}`)).toEqual(bytes);
    expect(decodeBase64Image(`${text.slice(0, 4)}\r\n${text.slice(4)}`)).toEqual(bytes);
    expect(decodeBase64Image(text.replace(/=+$/, ''))).toEqual(bytes);
    expect(decodeBase64Image(Buffer.from([0xfb, 0xff]).toString('base64url'))).toEqual(Buffer.from([0xfb, 0xff]));
    for (const bad of [
      '%%%',
      'QUJD RA=x',
      'A',
      'data:image/jpeg,QUJD',
      'data:image/jpeg;base64',
      `data:${'x'.repeat(300)};base64,QUJD`,
    ])
      expect(decodeBase64Image(bad), bad).toBeNull();
  });
});

describe('the merchant’s policy', () => {
  const on = { is_enabled: true, channels: ['estore'], discount_types: ['senior'] };
  it('is VAT-registered with no caps unless the file says otherwise (profiles stored before the settings too)', () => {
    expect(policyOf(on, new Map())).toEqual({ vatRegistered: true, maxUnitsPerProduct: null, maxUnitsPerCategory: {} });
    expect(policyOf(undefined, new Map())).toEqual({
      vatRegistered: true,
      maxUnitsPerProduct: null,
      maxUnitsPerCategory: {},
    });
    expect(capsByCategory(on)).toBe(false);
  });

  it('keys category caps by the catalogue’s ids; a key it does not know caps nothing', () => {
    const setting = {
      ...on,
      vat_registered: false,
      max_units_per_product: 60,
      max_units_per_category: { medicines: 30, 'rice-meals': 1, gone: 5 },
    };
    const ids = new Map([
      ['medicines', 7],
      ['rice-meals', 12],
    ]);
    expect(capsByCategory(setting)).toBe(true);
    expect(policyOf(setting, ids)).toEqual({
      vatRegistered: false,
      maxUnitsPerProduct: 60,
      maxUnitsPerCategory: { 7: 30, 12: 1 },
    });
  });
});

describe('a cart’s selection', () => {
  it('needs each type offered now, then an ID of the customer’s for each', () => {
    const both = ['senior', 'pwd'] as const;
    expect(selectionRefusal(['senior'], both, [{ discountType: 'senior' }])).toBeNull();
    expect(selectionRefusal(['senior'], both, [{ discountType: 'pwd' }])).toBe(CART.noId);
    expect(selectionRefusal(['senior', 'pwd'], both, [{ discountType: 'senior' }])).toBe(CART.noId);
    expect(selectionRefusal(['pwd'], ['senior'], [{ discountType: 'pwd' }])).toBe(CART.invalidId);
    expect(selectionRefusal(['pwd'], [], [])).toBe(CART.invalidId);
    expect(selectionRefusal([], both, [])).toBeNull();
  });

  it('is stored senior first, each type once, nothing else', () => {
    expect(normalizeTypes(['pwd', 'senior', 'pwd'])).toEqual(['senior', 'pwd']);
    expect(normalizeTypes(['student', 'pwd'])).toEqual(['pwd']);
    expect(normalizeTypes([])).toEqual([]);
  });
});
