/** Carts as the server sends them, with overrides: test data for the cart feature's tests. */
import type { Cart, CartBranchEntry } from '@storefront/contracts/cart';

export const BRANCH_UUID = '5f0c8a8e-2d7b-4c1e-9a55-1b2c3d4e5f01';

/** A branch of the cart: delivered now, a PHP 49.00 fee, no items (the summary reads only the fees). */
export const cartEntry = (overrides: Partial<CartBranchEntry> = {}): CartBranchEntry => ({
  brand_name: 'Lutong Bahay',
  brand_uuid: 'b-1',
  branch_name: 'Ayala Makati',
  branch_uuid: BRANCH_UUID,
  delivery_type: 'deliver_now',
  pickup_datetime: null,
  fees: [{ name: 'Delivery Fee', orig_value: 49, calculated_amount: 49 }],
  subtotal: 234,
  items: [],
  logistic_types: ['deliver_now', 'pickup_now'],
  store_hours: {},
  delivery_settings: null,
  pickup_settings: null,
  ...overrides,
});

export const cart = (overrides: Partial<Cart> = {}): Cart => ({
  cart_uuid: null,
  cart_count: 2,
  cart_total_amount: 283,
  computed_total: 283,
  subtotal: 234,
  list: [cartEntry()],
  voucher_info: null,
  voucher_amount: 0,
  special_discount_available: false,
  special_discount: null,
  points_used: 0,
  points_value: 0,
  estore_wallets: [],
  message: 'Successfully retrieved cart.',
  ...overrides,
});
