/**
 * Every API call but the token call names its merchant with X-Merchant-Token (401 without a valid
 * one). While the merchant is in maintenance, calls answer 503 — except the few the maintenance page
 * itself needs (marked `duringMaintenance`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Merchant, MerchantsService } from '../modules/merchants/service';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant;
  }
  interface FastifyContextConfig {
    /** No merchant token needed (token call, health, docs). */
    public?: boolean;
    /** Still served while the merchant is in maintenance. */
    duringMaintenance?: boolean;
  }
}

export const MERCHANT_TOKEN_HEADER = 'x-merchant-token';

export const merchantScope = fp(async (app: FastifyInstance, opts: { merchants: MerchantsService }) => {
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const config = request.routeOptions.config;
    if (config?.public || !request.routeOptions.url) return; // unknown routes fall through to the 404 handler
    const token = request.headers[MERCHANT_TOKEN_HEADER];
    if (typeof token !== 'string' || token.length === 0 || token.length > 200)
      throw new AppError('unauthenticated', 'The merchant token is missing.');
    const merchant = await opts.merchants.findByToken(token);
    if (!merchant) throw new AppError('unauthenticated', 'The merchant token is invalid.');
    request.merchant = merchant;
    const maintenance = merchant.profile.settings.maintenance;
    if (maintenance.status && !config?.duringMaintenance)
      throw new AppError(
        'maintenance',
        maintenance.message ?? 'We are doing some maintenance. Please check back soon.',
      );
  });
});
