import type { BillingInfo, BillingInfoResponse } from '@storefront/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { billingInfoQueryOptions } from './get-profile';

export type BillingInfoInput = z.input<typeof BillingInfo>;

/** POST customer/billing-info/save. */
export function saveBillingInfo(body: BillingInfoInput) {
  return apiClient
    .post<z.infer<typeof BillingInfoResponse>>('/api/customer/customer/billing-info/save', body)
    .then((r) => r.data);
}

export function useSaveBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingInfo,
    onSuccess: (saved) => queryClient.setQueryData(billingInfoQueryOptions().queryKey, saved),
  });
}
