import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The balance as My Points and Reward Details read and change it: the navbar badge's query
 * (get-points-balance.ts) under the same key, spelled out rather than imported. Those screens' chunks
 * sharing the module with the layout's made it a chunk of its own on every first load, Home's included
 * (README, Weight); `loyalty-keys.test.ts` holds the two together.
 */
const balanceKey = (customerUuid: string) => ['loyalty', 'balance', customerUuid] as const;

export const myBalanceQueryOptions = (customerUuid: string) =>
  queryOptions({
    queryKey: balanceKey(customerUuid),
    queryFn: ({ signal }) => api.get('/api/points/customer/balance', { signal }).then((r) => r.balance),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

/**
 * Points moved here (a reward redeemed, an e-code earned): every cached balance takes the answer's at
 * once — the badge changes without a reload — and every loyalty query (the balance, the rewards list
 * and details, the history) is asked again. `refreshPointsBalance`, spelled out.
 */
export function pointsMoved(client: QueryClient, balance?: number): Promise<void> {
  if (balance !== undefined) client.setQueriesData<number>({ queryKey: ['loyalty', 'balance'] }, balance);
  return client.invalidateQueries({ queryKey: ['loyalty'] });
}
