/** Merchant, Design and Pages services (spec §7), and the merchant media files. */

import {
  FaviconResponse,
  FeatureBannerResponse,
  GetDesignResponse,
  LayoutResponse,
  OrderStatusDesignResponse,
  PopUpsResponse,
} from '@storefront/contracts/design';
import { MEDIA_WIDTHS } from '@storefront/contracts/media-renditions';
import {
  AnalyticsCodeResponse,
  MaintenanceResponse,
  MerchantSettingsBody,
  MerchantSettingsResponse,
  TokenBody,
  TokenResponse,
} from '@storefront/contracts/merchant';
import { GuidelinesResponse, RawPagesResponse } from '@storefront/contracts/pages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RenditionFormat } from '../../lib/media';
import { stableUuid } from '../../lib/uuid';
import type { CatalogService } from '../catalog/service';
import { featureBanners } from './banner-links';
import { designOf, layoutOf, type MerchantsService, orderStatusDesignsOf, settingsOf } from './service';

/** A media file as imported, or one of its renditions at a width the client asks for. */
const MEDIA_FILE = new RegExp(`^[0-9a-f]{32}(\\.(svg|png|jpg|webp)|-(${MEDIA_WIDTHS.join('|')})\\.(webp|jpg))$`);

export async function merchantRoutes(
  app: FastifyInstance,
  { merchants, catalog }: { merchants: MerchantsService; catalog: Pick<CatalogService, 'categoryIdsByKey'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { duringMaintenance: true };

  // ——— Merchant service ———
  r.post(
    '/api/merchant/token/customer-portal',
    {
      config: { public: true },
      schema: { tags: ['merchant'], body: TokenBody, response: { 200: TokenResponse } },
    },
    async (req) => ({ token: await merchants.tokenFor(req.body.subdomain) }),
  );

  r.get(
    '/api/merchant/settings',
    { config: open, schema: { tags: ['merchant'], response: { 200: MerchantSettingsResponse } } },
    async (req) => ({ data: settingsOf(req.merchant) }),
  );

  r.post(
    '/api/merchant/merchant/settings',
    {
      config: open,
      schema: { tags: ['merchant'], body: MerchantSettingsBody, response: { 200: MerchantSettingsResponse } },
    },
    async (req) => ({ data: settingsOf(req.merchant) }),
  );

  r.get(
    '/api/merchant/maintenance',
    { config: open, schema: { tags: ['merchant'], response: { 200: MaintenanceResponse } } },
    async (req) => {
      const m = req.merchant.profile.settings.maintenance;
      return { data: { status: m.status, message: m.message ?? null } };
    },
  );

  r.get(
    '/api/merchant/v1/customer/analytics/code/view',
    { schema: { tags: ['merchant'], response: { 200: AnalyticsCodeResponse } } },
    async (req) => {
      const a = req.merchant.profile.analytics;
      return { data: { is_enable: a?.is_enable ?? false, code: a?.code ?? null } };
    },
  );

  // ——— Design service ———
  r.get(
    '/api/design/customer/web/get-design',
    { config: open, schema: { tags: ['design'], response: { 200: GetDesignResponse } } },
    async (req) => designOf(req.merchant),
  );

  r.post(
    '/api/design/customer/get-design',
    { config: open, schema: { tags: ['design'], response: { 200: FeatureBannerResponse } } },
    async (req) => ({ feature_banner: await featureBanners(req.merchant, catalog) }),
  );

  r.get(
    '/api/design/customer/get-pop-ups',
    { schema: { tags: ['design'], response: { 200: PopUpsResponse } } },
    async (req) => ({
      pop_ups: req.merchant.profile.design.pop_ups
        .filter((p) => p.enable)
        .map((p) => ({
          uuid: stableUuid(`${req.merchant.subdomain}/pop-up/${p.key}`),
          title: p.title,
          message: p.message,
          image: p.image ?? null,
        })),
    }),
  );

  r.get(
    '/api/design/v2/api/customer/web-store/get-layout',
    { config: open, schema: { tags: ['design'], response: { 200: LayoutResponse } } },
    async (req) => ({ data: layoutOf(req.merchant) }),
  );

  r.get(
    '/api/design/v2/api/customer/web-store/favicon',
    { config: open, schema: { tags: ['design'], response: { 200: FaviconResponse } } },
    async (req) => ({ data: { favicon: req.merchant.profile.design.favicon ?? null } }),
  );

  r.get(
    '/api/design/v2/api/customer/order-status-design/web',
    { schema: { tags: ['design'], response: { 200: OrderStatusDesignResponse } } },
    async (req) => ({ data: orderStatusDesignsOf(req.merchant) }),
  );

  // ——— Pages service (HTML sanitised at import) ———
  r.get(
    '/api/pages/pages/customer/raw',
    { config: open, schema: { tags: ['pages'], response: { 200: RawPagesResponse } } },
    async (req) => {
      const { privacy_policy, terms_use } = req.merchant.profile.pages;
      return { data: { privacy_policy, terms_use } };
    },
  );

  r.get(
    '/api/pages/pages/customer/guidelines',
    { schema: { tags: ['pages'], response: { 200: GuidelinesResponse } } },
    async (req) => ({ guideline: req.merchant.profile.pages.guideline }),
  );

  // ——— Media files: merchant images and their renditions, addressed by content hash, so cacheable forever ———
  r.get(
    '/media/:file',
    {
      config: { public: true },
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(MEDIA_FILE, 'unknown file') }),
      },
    },
    async (req, reply) => {
      const name = req.params.file;
      const hash = name.slice(0, 32);
      // '<hash>-<width>.<webp|jpg>' is a rendition; '<hash>.<ext>' the file as imported.
      const [width, format] = name.slice(33).split('.');
      const file =
        name[32] === '-'
          ? await merchants.rendition({ hash, width: Number(width), format: format as RenditionFormat }, (error) =>
              req.log.warn({ err: error, file: name }, 'media file could not be rendered; served as it is'),
            )
          : await merchants.media(hash);
      if (!file) throw AppError.notFound('File not found');
      return (
        reply
          .header('Content-Type', file.contentType)
          // A stand-in for a rendition that could not be drawn only for a while: a failure that was
          // passing (a busy instance's time limit) heals in browsers and caches too.
          .header('Cache-Control', 'standIn' in file ? 'public, max-age=300' : 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          // An SVG opened directly must not run anything it might carry.
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(file.bytes)
      );
    },
  );
}
