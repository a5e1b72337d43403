import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';

/** POST customer/pin/update {oldPin, pin, confirmPin}; other browsers are signed out. */
export function updatePin(body: BodyOf<'post', '/api/customer/customer/pin/update'>) {
  return api.post('/api/customer/customer/pin/update', { body });
}

export const useUpdatePin = () => useMutation({ mutationFn: updatePin });
