/**
 * The medicine wallet as other modules need it (ports they declare, filled in here so no module imports
 * another's tables): the cart's credits, checkout's debits, a released order's return (ADR 0025).
 */
import type { WalletTender } from '../modules/cart/med-padala';
import type { MerchantsService } from '../modules/merchants/service';
import type { PaidWalletReturner } from '../modules/orders/pay-with-points';
import { offersMedPadala, type WalletsService } from '../modules/wallets/service';
import type { WalletDebiter } from './checkout';

/** Whether the merchant's file lists the medicine wallet (cached with the merchant). */
export const walletOffered = (merchants: Pick<MerchantsService, 'findById'>) => async (merchantId: number) =>
  offersMedPadala(await merchants.findById(merchantId));

export function cartWalletTender(wallets: WalletsService, merchants: Pick<MerchantsService, 'findById'>): WalletTender {
  return {
    offered: walletOffered(merchants),
    verify: (q) => wallets.verify(q),
    onCart: (cartId) => wallets.onCart(cartId),
    apply: (cartId, creditId, amount) => wallets.apply(cartId, creditId, amount),
    remove: (cartId, creditId) => wallets.remove(cartId, creditId),
  };
}

export const checkoutWalletDebiter =
  (wallets: Pick<WalletsService, 'debit'>): WalletDebiter =>
  (tx, orderUuid, credits) =>
    wallets.debit(tx, orderUuid, credits);

export const paidWalletReturner = (wallets: Pick<WalletsService, 'giveBack'>): PaidWalletReturner => ({
  giveBack: (tx, orderUuid) => wallets.giveBack(tx, orderUuid),
});
