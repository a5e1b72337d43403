/**
 * The cart of someone who has not added anything yet. Its own module with a type-only import, so that
 * the web client's first load does not pull zod in with it.
 */
import type { Cart } from './cart';

export const EMPTY_CART: Cart = {
  cart_uuid: null,
  cart_count: 0,
  cart_total_amount: 0,
  computed_total: 0,
  subtotal: 0,
  list: [],
  voucher_info: null,
  voucher_amount: 0,
  special_discount_available: false,
  special_discount: null,
  points_used: 0,
  points_value: 0,
  wallet_credits: [],
  wallet_credits_amount: 0,
  estore_wallets: [],
  message: '',
};
