/**
 * Medicine wallet balance inquiry (spec §7 POST /v2/customer/estore/cart/med-padala/balance-inquiry;
 * ADR 0025): signed-in only, throttled like the account PIN; 404 where the merchant has no such wallet.
 * Save and remove change the cart: they live with it (cart/med-padala-routes.ts).
 */
import {
  MED_PADALA_MESSAGES,
  WalletBalanceInquiryBody,
  WalletBalanceInquiryResponse,
} from '@storefront/contracts/med-padala';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { SIGNED_IN } from '../../lib/variants';
import { offersMedPadala, type WalletsService } from './service';

export async function walletRoutes(app: FastifyInstance, { wallets }: { wallets: WalletsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/store/v2/customer/estore/cart/med-padala/balance-inquiry',
    {
      ...SIGNED_IN,
      schema: { tags: ['cart'], body: WalletBalanceInquiryBody, response: { 200: WalletBalanceInquiryResponse } },
    },
    async (req) => {
      if (!offersMedPadala(req.merchant)) throw AppError.notFound(MED_PADALA_MESSAGES.notOffered);
      const credit = await wallets.verify({
        merchantId: req.merchant.id,
        customerId: req.customer.id,
        ip: req.ip,
        ...req.body,
      });
      return { balance: credit.balance / 100, code: credit.code, milliseconds_date: Date.now() };
    },
  );
}
