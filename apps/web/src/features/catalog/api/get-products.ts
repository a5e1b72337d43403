import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ProductsFilter {
  branchUuid: string;
  categoryId?: number | null;
  search?: string;
}

/** POST /api/store/v7/public/customer/estore/products/{page}: a branch's products, 20 per page. */
export function getProducts(filter: ProductsFilter, page: number, signal?: AbortSignal) {
  return api.post('/api/store/v7/public/customer/estore/products/{page}', {
    path: { page },
    body: {
      branch_uuid: filter.branchUuid,
      ...(filter.categoryId ? { category_id: filter.categoryId } : {}),
      ...(filter.search ? { search: filter.search } : {}),
      customer_channel: 'estore_web',
    },
    signal,
  });
}

export const productsQueryOptions = (filter: ProductsFilter) =>
  infiniteQueryOptions({
    queryKey: ['products', filter.branchUuid, filter.categoryId ?? null, filter.search ?? ''],
    queryFn: ({ pageParam, signal }) => getProducts(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    staleTime: 60_000,
  });

/** `enabled: false` asks for nothing, and still hands out what an earlier visit left in the cache. */
export const useProducts = (filter: ProductsFilter, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...productsQueryOptions(filter), enabled });
