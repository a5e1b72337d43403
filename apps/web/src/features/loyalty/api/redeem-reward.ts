import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, type ResponseOf } from '@/lib/api-client';
import { pointsMoved } from './my-balance';

export type RedeemRewardResult = ResponseOf<'post', '/api/rewards/rewards/customer/redeem'>;

/**
 * POST /api/rewards/rewards/customer/redeem (spec §7): spends the reward's points. `idempotencyKey` is
 * the confirmation's: sending it again (a retry after a lost answer) redeems once.
 */
export function redeemReward(rewardUuid: string, idempotencyKey: string): Promise<RedeemRewardResult> {
  return api.post('/api/rewards/rewards/customer/redeem', {
    body: { reward_uuid: rewardUuid, idempotency_key: idempotencyKey },
  });
}

/**
 * Redeems, then puts the answer's balance on the badge at once and refreshes every loyalty query (the
 * balance, the rewards list and details with the new redemption, the history). A refusal (422: not
 * enough points, out of stock…) refreshes them too, as what the screen showed was out of date.
 */
export function useRedeemReward(rewardUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => redeemReward(rewardUuid, idempotencyKey),
    onSuccess: (result) => pointsMoved(client, result.data.balance),
    onError: (error) => {
      if (isApiError(error) && (error.kind === 'validation' || error.kind === 'not-found')) void pointsMoved(client);
    },
  });
}

/** A key for one confirmation: random, 8–100 characters. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
