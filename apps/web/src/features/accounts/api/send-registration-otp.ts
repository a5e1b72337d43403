import type { MessageResponse } from '@storefront/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type OtpChannel = 'sms' | 'email';

/** POST otp (SMS) or otp/email: a code for a pending registration. */
export function sendRegistrationOtp({ token, channel }: { token: string; channel: OtpChannel }) {
  return apiClient.post<z.infer<typeof MessageResponse>>(
    channel === 'sms' ? '/api/customer/api/v3/customer/otp' : '/api/customer/api/v3/customer/otp/email',
    { token },
  );
}

export const useSendRegistrationOtp = () => useMutation({ mutationFn: sendRegistrationOtp });
