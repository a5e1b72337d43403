import { api } from '@/lib/api-client';
import { type CustomerPosition, positionParams } from '@/lib/position';

/**
 * POST /api/store/v1/customer/estore/cart/voucher/verify: what the code would take off the signed-in
 * customer's cart as it is now; 422 on voucher_code with the reason when it does not apply. The position
 * prices a free_delivery code's fee as the cart list does.
 */
export function verifyVoucher(code: string, position: CustomerPosition) {
  return api.post('/api/store/v1/customer/estore/cart/voucher/verify', {
    body: { voucher_code: code, ...positionParams(position) },
  });
}
