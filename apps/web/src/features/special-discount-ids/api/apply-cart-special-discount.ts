import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';

const PATH = '/api/store/v1/customer/cart/special_discount/apply';

export type CartSpecialDiscountSelection = Omit<BodyOf<'post', typeof PATH>, 'cart_uuid'>;

/**
 * POST /api/store/v1/customer/cart/special_discount/apply (spec §7): the signed-in customer's selection
 * (one ID per discount type, named by its type) with the merchant's terms they were shown, stored on the
 * cart and priced. It removes an applied promo code (spec §4); an empty list clears the discount. A
 * refusal is a 422 whose message is on `special_discount_types`.
 */
export function applyCartSpecialDiscount(body: CartSpecialDiscountSelection) {
  return api.post(PATH, { body });
}

/**
 * Spec §4 "Special discount in the cart": Confirm stores the selection, then the cart (items, promo code,
 * totals) is refetched before the mutation settles, so the summary shows the new line when the modal
 * closes.
 */
export function useApplyCartSpecialDiscount(refreshCart: () => Promise<unknown>) {
  return useMutation({
    mutationFn: async (body: CartSpecialDiscountSelection) => {
      const applied = await applyCartSpecialDiscount(body);
      await refreshCart();
      return applied;
    },
  });
}
