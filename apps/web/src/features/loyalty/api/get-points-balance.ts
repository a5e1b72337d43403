import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every loyalty query starts with this: invalidating it refreshes the balance and the history. The
 * history (its own screen's chunk) and the order screen spell it out rather than import it: a module
 * the navbar's chunk shared with theirs became a chunk of its own and reshuffled the first load
 * (bench/bundle-size.mjs; README). `loyalty-keys.test.ts` holds the history’s to it; the order screen invalidates ['loyalty'].
 */
export const LOYALTY_QUERY_KEY = ['loyalty'] as const;
/** The balance of whoever is signed in (each customer's under their uuid). */
export const POINTS_BALANCE_QUERY_KEY = [...LOYALTY_QUERY_KEY, 'balance'] as const;

/** GET /api/points/customer/balance (spec §7 Points service): the signed-in customer's balance here. */
export function getPointsBalance(signal?: AbortSignal): Promise<number> {
  return api.get('/api/points/customer/balance', { signal }).then((r) => r.balance);
}

export const pointsBalanceQueryOptions = (customerUuid: string) =>
  queryOptions({
    queryKey: [...POINTS_BALANCE_QUERY_KEY, customerUuid],
    queryFn: ({ signal }) => getPointsBalance(signal),
    staleTime: 10_000,
    // Points also move where this tab does not see it (an order completed while the customer was away):
    // coming back to the tab asks again once the answer is 10 s old. The app turns focus refetching off by default.
    refetchOnWindowFocus: true,
    retry: false,
  });

/** Spec §2: the balance is shown (and asked for) for a signed-in customer of a merchant with the points view on. */
export const showsPointsBalance = (customerUuid: string | null, pointsView: boolean): customerUuid is string =>
  customerUuid !== null && pointsView;

/** The navbar badge's balance: undefined for a guest, with the points view off, or until it has arrived. */
export function usePointsBalance(customerUuid: string | null, pointsView: boolean): number | undefined {
  const shown = showsPointsBalance(customerUuid, pointsView);
  const query = useQuery({ ...pointsBalanceQueryOptions(customerUuid ?? ''), enabled: shown });
  return shown ? query.data : undefined;
}

/**
 * Points moved (the survey answered, an order's points earned or taken back): the badge asks again.
 * With `balance` (the survey's answer carries it) every cached balance takes it at once first.
 */
export function refreshPointsBalance(client: QueryClient, balance?: number): Promise<void> {
  if (balance !== undefined) client.setQueriesData<number>({ queryKey: POINTS_BALANCE_QUERY_KEY }, balance);
  return client.invalidateQueries({ queryKey: LOYALTY_QUERY_KEY });
}
