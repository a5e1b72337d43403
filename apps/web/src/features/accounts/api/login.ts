import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';

/** POST customer/login/mobile. */
export function login(body: BodyOf<'post', '/api/customer/customer/login/mobile'>) {
  return api.post('/api/customer/customer/login/mobile', { body });
}

export const useLogin = () => useMutation({ mutationFn: login });
