import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';

type ListBody = BodyOf<'post', '/api/store/v1/customer/estore/promo-codes/list/{page}'>;

/** What the list asks about: the cart's branches and its items' categories. */
export type PromoCodesScope = Required<Pick<ListBody, 'branch_uuids' | 'category_ids'>>;

/** POST /api/store/v1/customer/estore/promo-codes/list/{page}: the listed codes covering the cart (spec §7). */
export function getPromoCodes(scope: PromoCodesScope, page: number, signal?: AbortSignal) {
  return api.post('/api/store/v1/customer/estore/promo-codes/list/{page}', {
    path: { page },
    body: { ...scope, platform: 'web' },
    signal,
  });
}

// The listed codes are the merchant's, the same for every customer: the key needs no customer.
export const promoCodesQueryOptions = (scope: PromoCodesScope) =>
  infiniteQueryOptions({
    queryKey: ['promo-codes', scope],
    queryFn: ({ pageParam, signal }) => getPromoCodes(scope, pageParam, signal),
    // Spec §9: pages are numbered from 1 to max_page.
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.max_page ? page + 1 : undefined),
    staleTime: 60_000,
  });

/** The Available Promo Codes list, a page at a time; nothing is asked until `enabled`. */
export function usePromoCodes(scope: PromoCodesScope, enabled = true) {
  return useInfiniteQuery({ ...promoCodesQueryOptions(scope), enabled });
}

export type PromoCodesQuery = ReturnType<typeof usePromoCodes>;
