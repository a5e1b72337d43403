import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';

export type RegisterInput = BodyOf<'post', '/api/customer/api/v3/customer/register'>;

/** POST validate/register, then register: a pending account and the registration token for the OTP calls. */
export async function register(input: RegisterInput) {
  await api.post('/api/customer/api/v3/customer/validate/register', { body: input });
  return api.post('/api/customer/api/v3/customer/register', { body: input });
}

export const useRegister = () => useMutation({ mutationFn: register });
