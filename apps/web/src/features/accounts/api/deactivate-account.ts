import type { MessageResponse } from '@storefront/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** POST deactivate-account {pin}. The caller signs out afterwards. */
export function deactivateAccount(body: { pin: string }) {
  return apiClient.post<z.infer<typeof MessageResponse>>('/api/customer/api/v3/customer/deactivate-account', body);
}

export const useDeactivateAccount = () => useMutation({ mutationFn: deactivateAccount });
