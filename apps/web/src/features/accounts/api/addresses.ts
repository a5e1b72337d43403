import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf, type ResponseOf } from '@/lib/api-client';

export type SavedAddress = ResponseOf<'get', '/api/customer/customer/addresses'>['data'][number];
export type AddressInput = BodyOf<'post', '/api/customer/customer/addresses'>;

/** GET customer/addresses: last used first. */
export function getAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return api.get('/api/customer/customer/addresses', { signal }).then((r) => r.data);
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ['customer', 'addresses'], queryFn: ({ signal }) => getAddresses(signal), retry: false });

/** The signed-in customer's addresses; nothing is asked for a guest. */
export const useAddresses = (signedIn = true) => useQuery({ ...addressesQueryOptions(), enabled: signedIn });

/** POST customer/addresses/{uuid}: the name and details of one address. */
export function useEditAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: AddressInput }) =>
      api.post('/api/customer/customer/addresses/{uuid}', { path: { uuid }, body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}

/** DELETE customer/addresses/{uuid}. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete('/api/customer/customer/addresses/{uuid}', { path: { uuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
