/**
 * How discounts read on screen (spec §2 "Apply a discount", §9), as plain functions of the server's
 * cart: the amounts are the server's, only their wording is decided here.
 */
import type { Cart } from '@storefront/contracts/cart';
import { specialDiscountLabel } from '@storefront/contracts/special-discount-words';
import { formatPesos } from '@storefront/domain/money';
import { promoLabel } from '@storefront/domain/promo-codes';
import type { PromoCodesScope } from './api/get-promo-codes';

/** The Available Promo Codes list covers the cart's branches and its items' categories, each once. */
export function promoCodesScope(cart: Pick<Cart, 'list'>): PromoCodesScope {
  const categories = cart.list.flatMap((e) => e.items.map((i) => i.product_inventory.product_details.category_id));
  return {
    branch_uuids: [...new Set(cart.list.map((e) => e.branch_uuid))],
    category_ids: [...new Set(categories)],
  };
}

/**
 * The applied discount, 'Promo (LIBRENGDELI)' and '-PHP 49.00' (the code cut to 11 characters), or
 * 'Senior Citizen' and '-PHP 13.00', with what it took off; null without one. The server keeps one of the
 * two on a cart (each clears the other, spec §5). Two parts, so that the amount never breaks after its
 * minus sign.
 */
export function appliedDiscount(
  cart: Pick<Cart, 'voucher_info' | 'voucher_amount' | 'special_discount'>,
): { label: string; amount: string } | null {
  const special = cart.special_discount;
  if (special)
    return {
      label: specialDiscountLabel(special.special_discount_types),
      amount: formatPesos(-special.special_discount_computed_amount),
    };
  if (!cart.voucher_info) return null;
  return { label: `Promo (${promoLabel(cart.voucher_info.code)})`, amount: formatPesos(-cart.voucher_amount) };
}
