import type { MessageResponse } from '@storefront/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import type { OtpTarget } from './verify-otp';

/** POST forgot-pin/mobile or forgot-pin/email: a recovery code. */
export function forgotPin(target: OtpTarget) {
  const path =
    'email' in target
      ? '/api/customer/api/v3/customer/forgot-pin/email'
      : '/api/customer/api/v3/customer/forgot-pin/mobile';
  return apiClient.post<z.infer<typeof MessageResponse>>(path, target);
}

export const useForgotPin = () => useMutation({ mutationFn: forgotPin });
