import type { InventoryEntry, ProductDetails } from '@storefront/contracts/store';
import { describe, expect, it } from 'vitest';
import {
  addOnLegend,
  choose,
  clampQuantity,
  findEntry,
  initialSelection,
  isStockBound,
  lineTotalCentavos,
  maxQuantity,
  optionState,
  toggleAddOn,
} from './product-options';

const entry = (code: string, overrides: Partial<InventoryEntry> = {}): InventoryEntry => {
  const [size, temp] = code.split('_');
  return {
    variation_code: code,
    decoded_variation_code: [
      ...(size ? [{ attribute: 'Size', value: size }] : []),
      ...(temp ? [{ attribute: 'Temperature', value: temp }] : []),
    ],
    stock: null,
    is_limited_stock: false,
    regular_price: 100,
    sale_price: null,
    on_sale: false,
    on_sale_to: null,
    ...overrides,
  };
};

const product: ProductDetails = {
  uuid: 'p1',
  name: 'Iced Coffee',
  description: 'Cold brew',
  type: 'variable',
  category_id: 1,
  images: [],
  attributes: [
    {
      name: 'Size',
      variations: [
        { name: 'Small', hash: 'a' },
        { name: 'Large', hash: 'b' },
      ],
    },
    {
      name: 'Temperature',
      variations: [
        { name: 'Hot', hash: 'c' },
        { name: 'Iced', hash: 'd' },
      ],
    },
  ],
  enable_special_discount: false,
  add_on_category: [
    {
      id: 7,
      name: 'Sinkers',
      limit: 2,
      add_ons: [
        { uuid: 'pearl', name: 'Pearl', price: 15, currency: 'PHP', is_free: false },
        { uuid: 'jelly', name: 'Jelly', price: 10.5, currency: 'PHP', is_free: false },
        { uuid: 'ice', name: 'Extra ice', price: 5, currency: 'PHP', is_free: true },
      ],
    },
  ],
};

const inventory = [
  entry('Small_Hot', { is_limited_stock: true, stock: 0 }),
  entry('Small_Iced', { regular_price: 120 }),
  entry('Large_Hot', { regular_price: 150, sale_price: 135.5, on_sale: true }),
  entry('Large_Iced', { is_limited_stock: true, stock: 3, regular_price: 170 }),
];

describe('variations', () => {
  it('starts on the first in-stock variation', () => {
    expect(initialSelection(product, inventory)).toEqual({ Size: 'Small', Temperature: 'Iced' });
  });

  it('finds the entry the selection names', () => {
    expect(findEntry(product, inventory, { Size: 'Large', Temperature: 'Hot' })?.variation_code).toBe('Large_Hot');
    expect(findEntry(product, inventory, { Size: 'Medium', Temperature: 'Hot' })).toBeUndefined();
  });

  it('marks a sold-out combination', () => {
    const selection = { Size: 'Small', Temperature: 'Iced' };
    expect(optionState(product, inventory, selection, 'Temperature', 'Hot')).toBe('sold-out');
    expect(optionState(product, inventory, selection, 'Size', 'Large')).toBe('available');
  });

  it('moves other choices to an in-stock variation when the combination is sold out', () => {
    expect(choose(product, inventory, { Size: 'Large', Temperature: 'Hot' }, 'Size', 'Small')).toEqual({
      Size: 'Small',
      Temperature: 'Iced',
    });
  });

  it('uses the only entry of a simple product', () => {
    const simple = { ...product, type: 'simple' as const, attributes: [] };
    expect(findEntry(simple, [entry('')], {})?.variation_code).toBe('');
  });
});

describe('quantity', () => {
  it('has no max order with unlimited stock, only the line cap', () => {
    expect(maxQuantity(inventory[1], 20)).toBe(999);
    expect(isStockBound(inventory[1], 20)).toBe(false);
  });

  it('caps limited stock at the lower of stock and max order', () => {
    expect(maxQuantity(inventory[3], 20)).toBe(3);
    expect(maxQuantity(inventory[3], 2)).toBe(2);
    expect(maxQuantity(inventory[0], 20)).toBe(0);
    expect(isStockBound(inventory[3], 20)).toBe(true);
    expect(isStockBound(inventory[3], 2)).toBe(false);
  });

  it('keeps quantities between 1 and the max', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
  });
});

describe('add-ons and totals', () => {
  const sinkers = product.add_on_category[0] as ProductDetails['add_on_category'][number];

  it('labels a category with selected/limit', () => {
    expect(addOnLegend(sinkers, 1)).toBe('Sinkers (1/2)');
  });

  it('does not select beyond the limit', () => {
    let s = toggleAddOn({}, sinkers, 'pearl');
    s = toggleAddOn(s, sinkers, 'jelly');
    expect(toggleAddOn(s, sinkers, 'ice')).toBe(s);
    expect(toggleAddOn(s, sinkers, 'pearl')).toEqual({ 7: ['jelly'] });
  });

  it('prices the line in centavos: sale price plus paid add-ons times quantity', () => {
    const large = findEntry(product, inventory, { Size: 'Large', Temperature: 'Hot' });
    // (135.50 + 15 + 10.50) × 3 = 483.00
    expect(lineTotalCentavos(large, product, { 7: ['pearl', 'jelly'] }, 3)).toBe(48300);
    // free add-ons add nothing
    expect(lineTotalCentavos(large, product, { 7: ['ice'] }, 1)).toBe(13550);
  });
});
