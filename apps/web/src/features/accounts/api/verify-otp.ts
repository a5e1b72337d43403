import type { VerifyOtpResponse } from '@storefront/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** Where the code went: a mobile number or an e-mail address. */
export type OtpTarget = { mobile_number: string } | { email: string };

/** POST otp/verify/mobile/advance or otp/verify/email/advance: a single-use token for setting the PIN. */
export function verifyOtp({ target, otp }: { target: OtpTarget; otp: string }) {
  const path =
    'email' in target
      ? '/api/customer/api/v3/customer/otp/verify/email/advance'
      : '/api/customer/api/v3/customer/otp/verify/mobile/advance';
  return apiClient.post<z.infer<typeof VerifyOtpResponse>>(path, { ...target, otp });
}

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
