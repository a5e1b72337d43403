/** Design service: branding, banners, pop-ups, layouts, favicon, order-status designs. */
import { z } from 'zod';

export const Design = z.object({
  uuid: z.string(),
  merchant_uuid: z.string(),
  main_color: z.string(),
  button_text_color: z.string(),
  logo: z.string(),
  title: z.string(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type Design = z.infer<typeof Design>;

export const GetDesignResponse = z.object({
  design: Design,
  snippet_details: z.object({ title: z.string(), description: z.string() }),
});
export type GetDesignResponse = z.infer<typeof GetDesignResponse>;

export const FeatureBanner = z.object({
  image: z.string(),
  /** The banner's alt text, and its link's accessible name. */
  title: z.string(),
  /** Where the banner leads: a storefront path ('/{subdomain}/category/…', '/{subdomain}/brands/…') or an https URL; null: a picture only. */
  link: z.string().nullable(),
});
export type FeatureBanner = z.infer<typeof FeatureBanner>;

export const FeatureBannerResponse = z.object({ feature_banner: z.array(FeatureBanner) });

export const PopUpsResponse = z.object({
  pop_ups: z.array(
    z.object({ uuid: z.string(), title: z.string(), message: z.string(), image: z.string().nullable() }),
  ),
});

const SectionToggle = z.object({ enable: z.boolean(), weight: z.number() });
export const Layout = z.object({
  home: z.object({
    categories: SectionToggle,
    our_brands: SectionToggle,
    about_us: SectionToggle,
    whats_nearby: SectionToggle,
  }),
  /** Sanitised HTML. */
  about_us: z.object({ title: z.string(), html: z.string(), image: z.string().nullable() }),
});
export type Layout = z.infer<typeof Layout>;
export const LayoutResponse = z.object({ data: Layout });

export const FaviconResponse = z.object({ data: z.object({ favicon: z.string().nullable() }) });

const StatusDesign = z.object({
  enable: z.boolean(),
  label: z.string().nullable(),
  image: z.string().nullable(),
  color: z.string().nullable(),
});
export const OrderStatusDesignResponse = z.object({
  data: z.object({
    pending: StatusDesign,
    processing: StatusDesign,
    dispatched: StatusDesign,
    pick_up: StatusDesign,
    delivered: StatusDesign,
    claimed: StatusDesign,
  }),
});
