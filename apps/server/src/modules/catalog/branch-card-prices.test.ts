import { describe, expect, it } from 'vitest';
import { BranchCardPrices } from './branch-card-prices';

const NOW = Date.parse('2026-12-07T10:00:00Z');
const prices = new BranchCardPrices([
  { productId: 30, regularPrice: 10000, lowestPrice: 10000, pricesUntil: null, alwaysInStock: true },
  { productId: 7, regularPrice: 5000, lowestPrice: 4000, pricesUntil: NOW + 60_000, alwaysInStock: true },
  { productId: 12, regularPrice: 2500, lowestPrice: 2500, pricesUntil: null, alwaysInStock: false },
]);

describe('a branch’s card prices kept from its import', () => {
  it('tells a product’s prices while a stock of it is unlimited, whatever order the rows came in', () => {
    expect(prices.at(30, NOW)).toEqual({ regularPrice: 10000, lowestPrice: 10000, inStock: true });
    expect(prices.at(7, NOW)).toEqual({ regularPrice: 5000, lowestPrice: 4000, inStock: true });
  });

  it('leaves to the database a product whose every stock is limited, and one not sold here', () => {
    expect(prices.at(12, NOW)).toBeUndefined();
    expect(prices.at(8, NOW)).toBeUndefined();
    expect(prices.at(31, NOW)).toBeUndefined();
    expect(new BranchCardPrices([]).at(1, NOW)).toBeUndefined();
  });

  it('leaves to the database a product once a sale in its price has ended', () => {
    expect(prices.at(7, NOW + 59_999)).toMatchObject({ lowestPrice: 4000 });
    expect(prices.at(7, NOW + 60_000)).toBeUndefined();
    expect(prices.at(30, NOW + 60_000)).toMatchObject({ lowestPrice: 10000 });
  });
});
