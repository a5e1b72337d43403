import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OtpTarget } from './verify-otp';

/** POST forgot-pin/mobile or forgot-pin/email: a recovery code. */
export function forgotPin(target: OtpTarget) {
  return 'email' in target
    ? api.post('/api/customer/api/v3/customer/forgot-pin/email', { body: target })
    : api.post('/api/customer/api/v3/customer/forgot-pin/mobile', { body: target });
}

export const useForgotPin = () => useMutation({ mutationFn: forgotPin });
