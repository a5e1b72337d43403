/**
 * Address search and reverse geocoding for the 'Deliver to' picker (spec §2 Navbar, §5 Address).
 * The spec leaves these paths out; ours are in docs/adr/0004-paths-the-spec-leaves-open.md.
 * Every place is in the Philippines.
 */
import { z } from 'zod';
import { FIELD_LIMITS } from './limits';

/** A place a customer can deliver to: what to show, and where it is. */
export const Place = z.object({
  /** 'Makati City, Metro Manila' */
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof Place>;

export const ADDRESS_QUERY_MIN = 2;
export const ADDRESS_QUERY_MAX = FIELD_LIMITS.addressQuery;

/** GET /api/store/v1/public/customer/estore/address/search?q= */
export const AddressSearchQuery = z.object({
  q: z
    .string({ error: 'The q field is required.' })
    .trim()
    .min(ADDRESS_QUERY_MIN, `Type at least ${ADDRESS_QUERY_MIN} characters.`)
    .max(ADDRESS_QUERY_MAX, `Type at most ${ADDRESS_QUERY_MAX} characters.`),
});
export const AddressSearchResponse = z.object({ data: z.array(Place) });
export type AddressSearchResponse = z.infer<typeof AddressSearchResponse>;

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `The ${name} field must be a number.` })
    .min(-limit, `The ${name} field must be between -${limit} and ${limit}.`)
    .max(limit, `The ${name} field must be between -${limit} and ${limit}.`);

/** GET /api/store/v1/public/customer/estore/address/reverse?lat=&lng= */
export const AddressReverseQuery = z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) });
/** Null when nothing in the Philippines is there. */
export const AddressReverseResponse = z.object({ data: Place.nullable() });
export type AddressReverseResponse = z.infer<typeof AddressReverseResponse>;
