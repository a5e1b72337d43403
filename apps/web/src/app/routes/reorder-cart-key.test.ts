import { describe, expect, it } from 'vitest';
import { CART_QUERY_KEY } from '@/features/cart/api/get-cart';
import { CART_KEY } from '@/features/orders/api/reorder';

describe("'Order again'", () => {
  it("refreshes the cart feature's query: the key the orders feature spells out is the cart's", () => {
    expect(CART_KEY).toEqual(CART_QUERY_KEY);
  });
});
