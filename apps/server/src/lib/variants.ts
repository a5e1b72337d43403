import { requireCustomer } from '../plugins/customer-auth';

/**
 * Many calls come in two variants of one shape (spec '(public/)'): the public one for guests and
 * the signed-in one, which requires the customer's Authorization header. Both share one handler.
 */
export const SIGNED_IN = { preHandler: requireCustomer } as const;
export const PUBLIC = {} as const;

export function bothVariants(publicUrl: string, customerUrl: string) {
  return [
    { url: publicUrl, guard: PUBLIC },
    { url: customerUrl, guard: SIGNED_IN },
  ] as const;
}
