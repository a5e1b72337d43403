import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OtpChannel = 'sms' | 'email';

/** POST otp (SMS) or otp/email: a code for a pending registration. */
export function sendRegistrationOtp({ token, channel }: { token: string; channel: OtpChannel }) {
  return channel === 'sms'
    ? api.post('/api/customer/api/v3/customer/otp', { body: { token } })
    : api.post('/api/customer/api/v3/customer/otp/email', { body: { token } });
}

export const useSendRegistrationOtp = () => useMutation({ mutationFn: sendRegistrationOtp });
