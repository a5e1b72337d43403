import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CustomerPosition, positionParams } from '@/lib/position';
import { verifyVoucher } from './verify-voucher';

/** POST /api/store/v1/customer/estore/cart/voucher/save: the code goes on the cart (422 as verify). */
export function saveVoucher(code: string, position: CustomerPosition) {
  return api.post('/api/store/v1/customer/estore/cart/voucher/save', {
    body: { voucher_code: code, ...positionParams(position) },
  });
}

/**
 * Spec §5 "Promo code": the code is verified, then applied. The cart is refetched before the mutation
 * settles, so the summary already shows the Promo line when the modal closes.
 */
export function useApplyPromoCode(position: CustomerPosition, refreshCart: () => Promise<unknown>) {
  return useMutation({
    mutationFn: async (code: string) => {
      await verifyVoucher(code, position);
      const saved = await saveVoucher(code, position);
      await refreshCart();
      return saved;
    },
  });
}
