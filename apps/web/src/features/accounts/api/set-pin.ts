import type { SessionResponse } from '@storefront/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** POST customer/pin/set with a verified token: activates the account and signs in. */
export function setPin(body: { token: string; pin: string; confirmPin: string }) {
  return apiClient.post<z.infer<typeof SessionResponse>>('/api/customer/customer/pin/set', body);
}

export const useSetPin = () => useMutation({ mutationFn: setPin });
