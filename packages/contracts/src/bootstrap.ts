/**
 * The JSON the server injects into index.html (`<script id="storefront-bootstrap">`), so that the
 * first paint already has the merchant's token, colours and layout: no flash of default branding,
 * no round trip before the first screen can render.
 */
import { z } from 'zod';
import { GetDesignResponse, Layout } from './design';
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
      favicon: z.string().nullable(),
    })
    .nullable(),
  /** The merchant this host serves alone (custom domain), else null. */
  host_merchant: z.string().nullable(),
  /** Map tiles for 'Pin Exact Location' (server's MAP_TILE_URL); absent means a map without tiles. */
  map: z.object({ tile_url: z.string(), attribution: z.string() }).optional(),
});
export type Bootstrap = z.infer<typeof Bootstrap>;
