import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type TransactionHistoryPage = ResponseOf<'get', '/api/transactions/transaction/customer/history/{currentPage}'>;
export type TransactionHistoryItem = TransactionHistoryPage['list'][number];

/**
 * GET /api/transactions/transaction/customer/history/{currentPage} (spec §7 transactions service): one
 * page (from 1, 20 movements, newest first) of the signed-in customer's points movements.
 */
export function getTransactionHistory(currentPage: number, signal?: AbortSignal): Promise<TransactionHistoryPage> {
  return api.get('/api/transactions/transaction/customer/history/{currentPage}', { path: { currentPage }, signal });
}

export const transactionHistoryQueryOptions = (customerUuid: string) =>
  infiniteQueryOptions({
    // Under LOYALTY_QUERY_KEY (get-points-balance.ts, not imported: see there), so points moving refreshes it too.
    queryKey: ['loyalty', 'history', customerUuid],
    queryFn: ({ pageParam, signal }) => getTransactionHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    retry: false,
    staleTime: 0,
    // Spec §2: the page counters reset on entry. Dropped as soon as the screen is left, so every visit
    // starts again from page 1 (not with the pages an earlier visit loaded, all refetched).
    gcTime: 0,
  });

export const useTransactionHistory = (customerUuid: string) =>
  useInfiniteQuery(transactionHistoryQueryOptions(customerUuid));
