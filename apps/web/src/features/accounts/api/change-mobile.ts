import type { MessageResponse, ProfileResponse } from '@storefront/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { updateStoredCustomer } from '@/lib/stored-user';
import { profileQueryOptions } from './get-profile';

/**
 * Changing the mobile number (spec §5 Other): GET mobile/update/validate/{mobile}, then POST otp/sms
 * {mobile_number} (a code to the new number). Its error comes from mobile_number (or mobile).
 */
export async function requestMobileChange(mobileNumber: string) {
  await apiClient.get(`/api/customer/customer/mobile/update/validate/${encodeURIComponent(mobileNumber)}`);
  return apiClient.post<z.infer<typeof MessageResponse>>('/api/customer/api/v3/customer/otp/sms', {
    mobile_number: mobileNumber,
  });
}

export const useRequestMobileChange = () => useMutation({ mutationFn: requestMobileChange });

/** POST update/mobile-number {mobile_number, otp} → the updated customer. */
export function confirmMobileChange(body: { mobile_number: string; otp: string }) {
  return apiClient
    .post<z.infer<typeof ProfileResponse>>('/api/customer/api/v3/customer/update/mobile-number', body)
    .then((r) => r.customer);
}

export function useConfirmMobileChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMobileChange,
    onSuccess: (customer) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, customer);
      void updateStoredCustomer(customer);
    },
  });
}
