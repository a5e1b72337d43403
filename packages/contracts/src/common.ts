/** Shapes shared by every call: errors, paging, ids. */
import { z } from 'zod';

export const ErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  data: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const Uuid = z.uuid({ message: 'expected a uuid' });

/** A page number in a path: 1, 2, 3… */
export const PageParams = z.object({ page: z.coerce.number().int().min(1).max(100_000) });

export const Paging = {
  max_page: z.number().int(),
  next_page: z.number().int().nullable(),
  current_page: z.number().int(),
};

/** Pesos with two decimals on the wire; integer centavos inside. */
export const Pesos = z.number();

/** An optional customer position; both parts or neither. */
export const CustomerPosition = {
  customer_lat: z.coerce.number().min(-90).max(90).optional(),
  customer_lng: z.coerce.number().min(-180).max(180).optional(),
};
