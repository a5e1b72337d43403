import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LOYALTY_QUERY_KEY, POINTS_BALANCE_QUERY_KEY, pointsBalanceQueryOptions } from './get-points-balance';
import { rewardQueryOptions } from './get-reward';
import { rewardsQueryOptions } from './get-rewards';
import { transactionHistoryQueryOptions } from './get-transaction-history';
import { myBalanceQueryOptions, pointsMoved } from './my-balance';

describe('the loyalty query keys', () => {
  it('put the balance and the history under LOYALTY_QUERY_KEY, so one invalidation refreshes both', () => {
    expect(pointsBalanceQueryOptions('c-1').queryKey.slice(0, 1)).toEqual([...LOYALTY_QUERY_KEY]);
    expect(transactionHistoryQueryOptions('c-1').queryKey.slice(0, 1)).toEqual([...LOYALTY_QUERY_KEY]);
  });

  it('put the rewards list and a reward’s details there too: a redeem or an e-code refreshes them', () => {
    expect(rewardsQueryOptions('c-1').queryKey.slice(0, 1)).toEqual([...LOYALTY_QUERY_KEY]);
    expect(rewardQueryOptions('c-1', 'r-1').queryKey.slice(0, 1)).toEqual([...LOYALTY_QUERY_KEY]);
  });

  it('give My Points the badge’s balance query, spelled out (my-balance.ts)', () => {
    const badge = pointsBalanceQueryOptions('c-1');
    const mine = myBalanceQueryOptions('c-1');
    expect(mine.queryKey).toEqual(badge.queryKey);
    expect(mine.queryKey.slice(0, 2)).toEqual([...POINTS_BALANCE_QUERY_KEY]);
    expect({ ...mine, queryKey: null, queryFn: null }).toEqual({ ...badge, queryKey: null, queryFn: null });
  });

  it('pointsMoved does what refreshPointsBalance does: the balance set, every loyalty query stale', async () => {
    const client = new QueryClient();
    client.setQueryData(pointsBalanceQueryOptions('c-1').queryKey, 5);
    client.setQueryData(['loyalty', 'rewards', 'c-1'], { pages: [], pageParams: [] });
    await pointsMoved(client, 55);
    expect(client.getQueryData(pointsBalanceQueryOptions('c-1').queryKey)).toBe(55);
    expect(client.getQueryState(['loyalty', 'rewards', 'c-1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(pointsBalanceQueryOptions('c-1').queryKey)?.isInvalidated).toBe(true);
  });
});
