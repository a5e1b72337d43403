/**
 * The signed-in customer's address book (issue 26): the delivery addresses they used or saved, offered
 * again at checkout. The spec shows no address-book call; ours are under the Customer service, beside
 * the profile (docs/adr/0031-address-book.md):
 * - GET    /api/customer/customer/addresses          → { data: SavedAddress[] } (last used first)
 * - POST   /api/customer/customer/addresses          AddressBody → { message, data: SavedAddress }
 * - POST   /api/customer/customer/addresses/{uuid}   AddressBody → { message, data: SavedAddress }
 * - DELETE /api/customer/customer/addresses/{uuid}   → { message }
 * Another customer's address, or one that is gone, is 404 'Address not found.'.
 */
import { z } from 'zod';
import { FIELD_LIMITS } from './limits';
import { HouseStreet, ORDER_MESSAGES } from './order';

/** How many addresses a customer keeps: enough for home, work and family, few enough to scan at checkout. */
export const ADDRESS_BOOK_LIMIT = 10;

/** Longest name a customer gives an address ('Home', 'Lola's house'). */
export const ADDRESS_NAME_MAX = 40;

export const ADDRESS_MESSAGES = {
  full: `You can keep up to ${ADDRESS_BOOK_LIMIT} addresses. Delete one to add another.`,
  notFound: 'Address not found.',
  saved: 'Address saved.',
  deleted: 'Address deleted.',
} as const;

/** What a customer saves: an optional name, the location as the 'Deliver to' picker found it, and the details. */
export const AddressBody = z.object({
  name: z.string().trim().max(ADDRESS_NAME_MAX).default(''),
  /** The chosen location's text ('Makati City, Metro Manila'). */
  label: z.string().trim().min(1, { message: ORDER_MESSAGES.addressRequired }).max(FIELD_LIMITS.address),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** House no., street, landmark: what the rider needs at the door. */
  notes: HouseStreet,
});
export type AddressBody = z.input<typeof AddressBody>;

export const SavedAddress = z.object({
  uuid: z.uuid(),
  name: z.string(),
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  notes: z.string(),
  /** When the customer last ordered to it (or saved it): the list's order. */
  last_used_at: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

export const AddressListResponse = z.object({ data: z.array(SavedAddress) });
export const AddressSavedResponse = z.object({ message: z.string(), data: SavedAddress });
export const AddressDeletedResponse = z.object({ message: z.string() });
export const AddressParam = z.object({ uuid: z.uuid({ message: ADDRESS_MESSAGES.notFound }) });
