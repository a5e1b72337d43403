import type { MessageResponse } from '@storefront/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** POST customer/pin/update {oldPin, pin, confirmPin}; other browsers are signed out. */
export function updatePin(body: { oldPin: string; pin: string; confirmPin: string }) {
  return apiClient.post<z.infer<typeof MessageResponse>>('/api/customer/customer/pin/update', body);
}

export const useUpdatePin = () => useMutation({ mutationFn: updatePin });
