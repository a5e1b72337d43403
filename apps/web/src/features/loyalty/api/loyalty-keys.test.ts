import { describe, expect, it } from 'vitest';
import { LOYALTY_QUERY_KEY, pointsBalanceQueryOptions } from './get-points-balance';
import { transactionHistoryQueryOptions } from './get-transaction-history';

describe('the loyalty query keys', () => {
  it('put the balance and the history under LOYALTY_QUERY_KEY, so one invalidation refreshes both', () => {
    expect(pointsBalanceQueryOptions('c-1').queryKey.slice(0, 1)).toEqual([...LOYALTY_QUERY_KEY]);
    expect(transactionHistoryQueryOptions('c-1').queryKey.slice(0, 1)).toEqual([...LOYALTY_QUERY_KEY]);
  });
});
