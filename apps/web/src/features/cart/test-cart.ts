/** Carts as the server sends them, with overrides: test data for the cart feature's tests. */
import type { Cart, CartBranchEntry } from '@storefront/contracts/cart';
import type { CartSpecialDiscount } from '@storefront/contracts/special-discount';

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
  minimum_order_shortfall: null,
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
  wallet_credits: [],
  wallet_credits_amount: 0,
  estore_wallets: [],
  message: 'Successfully retrieved cart.',
  ...overrides,
});

/** A senior discount on the cart, PHP 13.00 off (a PHP 45.50 medicine at a VAT-registered store). */
export const specialDiscount = (overrides: Partial<CartSpecialDiscount> = {}): CartSpecialDiscount => ({
  uuid: '3b1d8c2a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  ids: [{ uuid: '3b1d8c2a-5e6f-4a7b-8c9d-0e1f2a3b4c5d', discount_type: 'senior' }],
  special_discount_types: ['senior'],
  special_discount_computed_amount: 13,
  vat_exemption: 4.88,
  vat_exempt_sale: 40.63,
  ...overrides,
});
