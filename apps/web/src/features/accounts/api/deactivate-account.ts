import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';

/** POST deactivate-account {pin}. The caller signs out afterwards. */
export function deactivateAccount(body: BodyOf<'post', '/api/customer/api/v3/customer/deactivate-account'>) {
  return api.post('/api/customer/api/v3/customer/deactivate-account', { body });
}

export const useDeactivateAccount = () => useMutation({ mutationFn: deactivateAccount });
