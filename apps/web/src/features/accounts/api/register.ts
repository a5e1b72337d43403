import type { RegisterResponse } from '@storefront/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export interface RegisterInput {
  firstname: string;
  lastname: string;
  mobile_number: string;
  email?: string;
}

/** POST validate/register, then register: a pending account and the registration token for the OTP calls. */
export async function register(input: RegisterInput): Promise<z.infer<typeof RegisterResponse>> {
  await apiClient.post('/api/customer/api/v3/customer/validate/register', input);
  return apiClient.post<z.infer<typeof RegisterResponse>>('/api/customer/api/v3/customer/register', input);
}

export const useRegister = () => useMutation({ mutationFn: register });
