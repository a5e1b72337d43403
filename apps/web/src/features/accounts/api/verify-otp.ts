import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';

/** Where the code went: a mobile number or an e-mail address (the body of forgot-pin/mobile or /email). */
export type OtpTarget =
  | BodyOf<'post', '/api/customer/api/v3/customer/forgot-pin/mobile'>
  | BodyOf<'post', '/api/customer/api/v3/customer/forgot-pin/email'>;

/** POST otp/verify/mobile/advance or otp/verify/email/advance: a single-use token for setting the PIN. */
export function verifyOtp({ target, otp }: { target: OtpTarget; otp: string }) {
  return 'email' in target
    ? api.post('/api/customer/api/v3/customer/otp/verify/email/advance', { body: { ...target, otp } })
    : api.post('/api/customer/api/v3/customer/otp/verify/mobile/advance', { body: { ...target, otp } });
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
