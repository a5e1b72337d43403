import type { Customer, ProfileResponse } from '@storefront/contracts/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** GET customer/profile. */
export function getProfile(signal?: AbortSignal): Promise<Customer> {
  return apiClient
    .get<z.infer<typeof ProfileResponse>>('/api/customer/customer/profile', { signal })
    .then((r) => r.customer);
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['customer', 'profile'], queryFn: ({ signal }) => getProfile(signal), retry: false });

export const useProfile = () => useQuery(profileQueryOptions());

/** The saved billing info (null until saved), from the same call. */
export const billingInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['customer', 'billing-info'],
    queryFn: ({ signal }) =>
      apiClient
        .get<z.infer<typeof ProfileResponse>>('/api/customer/customer/profile', { signal })
        .then((r) => r.billing_info),
    retry: false,
  });

export const useBillingInfo = () => useQuery(billingInfoQueryOptions());
