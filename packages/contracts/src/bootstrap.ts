/**
 * The JSON the server injects into index.html (`<script id="storefront-bootstrap">`), so that the
 * first paint already has the merchant's token, colours and layout: no flash of default branding,
 * no round trip before the first screen can render.
 */
import { z } from 'zod';
import { FeatureBanner, GetDesignResponse, Layout } from './design';
import { MerchantSettings } from './merchant';

export const BOOTSTRAP_ELEMENT_ID = 'storefront-bootstrap';

export const Bootstrap = z.object({
  /** Null when the path names no known merchant: the client shows the 404 page. */
  merchant: z
    .object({
      token: z.string(),
      settings: MerchantSettings,
      design: GetDesignResponse,
      layout: Layout,
      /** Home's feature banners (POST get-design's answer): drawn in Home's first render. */
      feature_banner: z.array(FeatureBanner),
      favicon: z.string().nullable(),
    })
    .nullable(),
  /** The merchant this host serves alone (custom domain), else null. */
  host_merchant: z.string().nullable(),
  /**
   * The API's answers to calls the first screen makes at once (a store's menu, Home's categories), as a
   * guest: the client uses each once, for the very same call, instead of asking again.
   */
  first_answers: z
    .array(
      z.object({
        method: z.enum(['GET', 'POST']),
        url: z.string(),
        body: z.record(z.string(), z.unknown()).optional(),
        answer: z.unknown(),
      }),
    )
    .optional(),
  /** Map tiles for 'Pin Exact Location' (server's MAP_TILE_URL); absent means a map without tiles. */
  map: z.object({ tile_url: z.string(), attribution: z.string() }).optional(),
});
export type Bootstrap = z.infer<typeof Bootstrap>;
