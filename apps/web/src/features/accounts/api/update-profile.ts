import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';
import { updateStoredCustomer } from '@/lib/stored-user';
import { profileQueryOptions } from './get-profile';

/** POST customer/profile {firstname, lastname, email?}. */
export function updateProfile(body: BodyOf<'post', '/api/customer/customer/profile'>) {
  return api.post('/api/customer/customer/profile', { body }).then((r) => r.customer);
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
