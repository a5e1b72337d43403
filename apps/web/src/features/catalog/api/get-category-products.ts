import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CustomerPosition, positionParams } from '@/lib/position';

/** POST /api/store/v5/public/customer/estore/product/list/categories/{categoryId}/pages/{page}. */
export function getCategoryProducts(
  categoryId: number,
  page: number,
  position: CustomerPosition,
  signal?: AbortSignal,
) {
  return api.post('/api/store/v5/public/customer/estore/product/list/categories/{categoryId}/pages/{page}', {
    path: { categoryId, page },
    body: { ...positionParams(position), customer_channel: 'estore_web' },
    signal,
  });
}

export const categoryProductsQueryOptions = (categoryId: number, position: CustomerPosition) =>
  infiniteQueryOptions({
    queryKey: ['category-products', categoryId, position],
    queryFn: ({ pageParam, signal }) => getCategoryProducts(categoryId, pageParam, position, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    staleTime: 60_000,
    retry: false,
  });

export const useCategoryProducts = (categoryId: number, position: CustomerPosition) =>
  useInfiniteQuery(categoryProductsQueryOptions(categoryId, position));
