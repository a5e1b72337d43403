import type { ProfileResponse } from '@storefront/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { updateStoredCustomer } from '@/lib/stored-user';
import { profileQueryOptions } from './get-profile';

/** POST customer/profile {firstname, lastname, email?}. */
export function updateProfile(body: { firstname: string; lastname: string; email?: string | null }) {
  return apiClient
    .post<z.infer<typeof ProfileResponse>>('/api/customer/customer/profile', body)
    .then((r) => r.customer);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (customer) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, customer);
      void updateStoredCustomer(customer);
    },
  });
}
