import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type ProductInventory = ResponseOf<'post', '/api/store/v1/public/customer/estore/product/inventory'>['data'];

/** POST /api/store/v1/public/customer/estore/product/inventory: a product's details and stock at a branch. */
export function getInventory(productUuid: string, branchUuid: string, signal?: AbortSignal): Promise<ProductInventory> {
  return api
    .post('/api/store/v1/public/customer/estore/product/inventory', {
      body: { product_uuid: productUuid, branch_uuid: branchUuid },
      signal,
    })
    .then((r) => r.data);
}

export const inventoryQueryOptions = (productUuid: string, branchUuid: string) =>
  queryOptions({
    queryKey: ['inventory', branchUuid, productUuid],
    queryFn: ({ signal }) => getInventory(productUuid, branchUuid, signal),
    staleTime: 30_000,
    retry: false,
  });

export const useInventory = (productUuid: string, branchUuid: string) =>
  useQuery(inventoryQueryOptions(productUuid, branchUuid));
