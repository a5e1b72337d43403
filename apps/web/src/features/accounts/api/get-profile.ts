import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type Customer = ResponseOf<'get', '/api/customer/customer/profile'>['customer'];

/** GET customer/profile. */
export function getProfile(signal?: AbortSignal): Promise<Customer> {
  return api.get('/api/customer/customer/profile', { signal }).then((r) => r.customer);
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['customer', 'profile'], queryFn: ({ signal }) => getProfile(signal), retry: false });

export const useProfile = () => useQuery(profileQueryOptions());

/** The saved billing info (null until saved), from the same call. */
export const billingInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['customer', 'billing-info'],
    queryFn: ({ signal }) => api.get('/api/customer/customer/profile', { signal }).then((r) => r.billing_info),
    retry: false,
  });

export const useBillingInfo = () => useQuery(billingInfoQueryOptions());
