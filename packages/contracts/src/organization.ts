/** Organization service: branches and brands. */
import { z } from 'zod';
import { CustomerPosition, Pesos } from './common';

export const Brand = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
});
export type Brand = z.infer<typeof Brand>;

export const BranchSummary = z.object({
  uuid: z.string(),
  name: z.string(),
  brand_uuid: z.string(),
  brand_name: z.string(),
  brand_logo: z.string(),
  address: z.string(),
  city: z.string(),
  lat: z.number(),
  long: z.number(),
  is_open: z.boolean(),
  /** Kilometres from the customer, one decimal; null when the customer's position is unknown. */
  distance: z.number().nullable(),
  visibility: z.boolean(),
  brand_visibility: z.boolean(),
});
export type BranchSummary = z.infer<typeof BranchSummary>;

const Enable = z.object({ enable: z.boolean() });
export const StoreHoursDay = z.object({
  opening: z.string(),
  closing: z.string(),
  cut_off_time: z.string().nullable(),
  temporary_closed: z.boolean(),
  hide: z.boolean(),
});
export const ScheduleSettings = z.object({
  minimum_lead_time_value: z.number(),
  minimum_lead_time: z.enum(['hours', 'minutes', 'days']),
  duration_lead_time_value: z.number(),
  duration_lead_time: z.enum(['days']),
  schedule_type: z.enum(['days_and_time']),
  orders_per_day: z.number().nullable(),
  closed_dates: z.array(z.string()),
  pre_order_schedules: z.record(z.string(), z.object({ enable: z.boolean(), start: z.string(), end: z.string() })),
});

/**
 * A branch's delivery fee rule as the merchant file states it (pesos): base + per_km × the road
 * distance, free at or above free_from_subtotal. Null when the branch sets none (the cart then shows FREE).
 */
export const BranchDeliveryFee = z.object({
  base: z.number(),
  per_km: z.number(),
  free_from_subtotal: z.number().nullable(),
});
export type BranchDeliveryFee = z.infer<typeof BranchDeliveryFee>;

/** How long delivering now takes, in minutes, as the merchant estimates it ('25–40 min'). */
export const BranchDeliveryTime = z.object({ min_minutes: z.number().int(), max_minutes: z.number().int() });
export type BranchDeliveryTime = z.infer<typeof BranchDeliveryTime>;

export const BranchDetails = BranchSummary.extend({
  contact_number: z.string().nullable(),
  max_order: z.number(),
  deliver_now: Enable,
  pickup_now: Enable,
  scheduled_delivery: Enable,
  scheduled_pickup: Enable,
  store_hours: z.record(z.string(), StoreHoursDay),
  delivery_settings: ScheduleSettings.nullable(),
  pickup_settings: ScheduleSettings.nullable(),
  delivery_fee: BranchDeliveryFee.nullable(),
  /** The delivery time estimate for delivering now; null when the merchant file gives none (ADR 0034). */
  delivery_time: BranchDeliveryTime.nullable(),
  /**
   * The smallest items' subtotal (pesos) a delivery from the branch takes, before discounts and without
   * the fee; null without one. Delivery only: pickup has no minimum (ADR 0034).
   */
  minimum_order: Pesos.nullable(),
});
export type BranchDetails = z.infer<typeof BranchDetails>;

export const BranchUuidParams = z.object({ branchUuid: z.uuid({ message: 'expected a branch uuid' }) });

/** GET /public/branch/view/{branch_uuid}: what the store entry check reads. */
export const BranchViewResponse = z.object({
  visibility: z.boolean(),
  brand_visibility: z.boolean(),
  data: BranchSummary,
});
export const BranchDetailsResponse = z.object({ data: BranchDetails });

export const BranchListQuery = z.object(CustomerPosition);
/** GET /branch/list: every visible brand with its visible branches, open ones first. */
export const BranchListResponse = z.object({
  list: z.array(z.object({ brand: Brand, branches: z.array(BranchSummary) })),
});
export type BranchListResponse = z.infer<typeof BranchListResponse>;
