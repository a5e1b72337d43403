import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/merchant/token/customer-portal: the merchant token every other call carries. */
export function getMerchantToken(subdomain: string, signal?: AbortSignal): Promise<string> {
  return api
    .post('/api/merchant/token/customer-portal', { body: { subdomain }, signal, merchantToken: false })
    .then((r) => r.token);
}

export const merchantTokenQueryOptions = (subdomain: string) =>
  queryOptions({
    queryKey: ['merchant-token', subdomain],
    queryFn: ({ signal }) => getMerchantToken(subdomain, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
