import type { SessionResponse } from '@storefront/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** POST customer/login/mobile. */
export function login(body: { mobile_number: string; pin: string }) {
  return apiClient.post<z.infer<typeof SessionResponse>>('/api/customer/customer/login/mobile', body);
}

export const useLogin = () => useMutation({ mutationFn: login });
