import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/store/v4/public/customer/estore/product/categories/all. */
export function getCategories(signal?: AbortSignal) {
  return api.post('/api/store/v4/public/customer/estore/product/categories/all', { signal }).then((r) => r.data);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
