import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/store/v1/customer/estore/cart/voucher/remove: takes the code off the customer's cart. */
export function removeVoucher() {
  return api.get('/api/store/v1/customer/estore/cart/voucher/remove');
}

/** The clear icon (spec §5): removes the applied code, then refetches the cart before settling. */
export function useRemovePromoCode(refreshCart: () => Promise<unknown>) {
  return useMutation({
    mutationFn: async () => {
      const removed = await removeVoucher();
      await refreshCart();
      return removed;
    },
  });
}
