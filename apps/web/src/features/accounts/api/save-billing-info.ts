import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';
import { billingInfoQueryOptions } from './get-profile';

export type BillingInfoInput = BodyOf<'post', '/api/customer/customer/billing-info/save'>;

/** POST customer/billing-info/save. */
export function saveBillingInfo(body: BillingInfoInput) {
  return api.post('/api/customer/customer/billing-info/save', { body }).then((r) => r.data);
}

export function useSaveBillingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingInfo,
    onSuccess: (saved) => queryClient.setQueryData(billingInfoQueryOptions().queryKey, saved),
  });
}
