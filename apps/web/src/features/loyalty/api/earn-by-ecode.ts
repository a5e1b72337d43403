import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, type ResponseOf } from '@/lib/api-client';
import { pointsMoved } from './my-balance';

export type EarnByEcodeResult = ResponseOf<'post', '/api/rewards/rewards/customer/redeem/instant-grat/points'>;

/** POST /api/rewards/rewards/customer/redeem/instant-grat/points (spec §7): earns a printed e-code's points. */
export function earnByEcode(code: string): Promise<EarnByEcodeResult> {
  return api.post('/api/rewards/rewards/customer/redeem/instant-grat/points', { body: { code } });
}

/** Earns, then puts the answer's balance on the badge at once and refreshes every loyalty query. */
export function useEarnByEcode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: earnByEcode,
    onSuccess: (result) => pointsMoved(client, result.data.balance),
  });
}

/**
 * Spec §8: a failed e-code earn shows the response's `errors.message` (the server's 'This code has
 * already been used.', 'Too many tries…'); a refusal of the field itself (`errors.code`) or any other
 * failure shows its own message.
 */
export function ecodeErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong, please try again';
  return error.fieldErrors.message ?? error.fieldErrors.code ?? error.message;
}
