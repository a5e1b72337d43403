import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';
import { updateStoredCustomer } from '@/lib/stored-user';
import { profileQueryOptions } from './get-profile';

/**
 * Changing the mobile number (spec §5 Other): GET mobile/update/validate/{mobile}, then POST otp/sms
 * {mobile_number} (a code to the new number). Its error comes from mobile_number (or mobile).
 */
export async function requestMobileChange(mobileNumber: string) {
  await api.get('/api/customer/customer/mobile/update/validate/{mobile}', { path: { mobile: mobileNumber } });
  return api.post('/api/customer/api/v3/customer/otp/sms', { body: { mobile_number: mobileNumber } });
}

export const useRequestMobileChange = () => useMutation({ mutationFn: requestMobileChange });

/** POST update/mobile-number {mobile_number, otp} → the updated customer. */
export function confirmMobileChange(body: BodyOf<'post', '/api/customer/api/v3/customer/update/mobile-number'>) {
  return api.post('/api/customer/api/v3/customer/update/mobile-number', { body }).then((r) => r.customer);
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
