import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf, type ResponseOf } from '@/lib/api-client';
import { type CustomerPosition, positionParams } from '@/lib/position';

export type WalletBalance = ResponseOf<'post', '/api/store/v2/customer/estore/cart/med-padala/balance-inquiry'>;
export type WalletSave = Omit<
  BodyOf<'post', '/api/store/v1/customer/estore/cart/med-padala/save'>,
  'customer_lat' | 'customer_lng'
>;
/** A credit on the cart, as the cart lists it (its code masked but for the last 4 characters). */
export type WalletCredit = { code: string; amount: number };

/** POST …/med-padala/balance-inquiry: the credit's balance and when it was read (nothing changes). */
export function inquireWalletBalance(body: { code: string; pin: string }) {
  return api.post('/api/store/v2/customer/estore/cart/med-padala/balance-inquiry', { body });
}

/** The balance inquiry, a mutation: it is asked for by a button, with a secret, and never cached. */
export const useWalletBalance = () => useMutation({ mutationFn: inquireWalletBalance });

/** POST …/med-padala/save: a credit (an amount, or as much as fits) on the cart; 422 on code, pin, amount. */
export function saveWalletCredit(body: WalletSave, position: CustomerPosition) {
  return api.post('/api/store/v1/customer/estore/cart/med-padala/save', {
    body: { ...body, ...positionParams(position) },
  });
}

/** POST …/med-padala/remove: a credit off the cart, by the (masked) code the cart shows. */
export function removeWalletCredit(code: string, position: CustomerPosition) {
  return api.post('/api/store/v1/customer/estore/cart/med-padala/remove', {
    body: { code, ...positionParams(position) },
  });
}

/**
 * Credits moved on the cart: every copy of the cart (the summary, the mini cart, pay with points'
 * details, keyed under it) is asked for again; the mutation settles once they are fresh.
 */
function useCartTender<T, R>(call: (value: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (value: T) => {
      const result = await call(value);
      await client.invalidateQueries({ queryKey: ['cart'] });
      return result;
    },
  });
}

export const useSaveWalletCredit = (position: CustomerPosition) =>
  useCartTender((body: WalletSave) => saveWalletCredit(body, position));

export const useRemoveWalletCredit = (position: CustomerPosition) =>
  useCartTender((code: string) => removeWalletCredit(code, position));
