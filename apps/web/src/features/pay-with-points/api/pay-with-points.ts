import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';
import { type CustomerPosition, positionParams } from '@/lib/position';

export type PayWithPointsDetails = ResponseOf<'post', '/api/store/v1/customer/pay-with-points/details'>['data'];

/**
 * Under the cart's key: whatever refetches the cart (a promo code, an SC/PWD discount, an item changed,
 * an order placed) asks for the details again too, since what the cart can take moves with it.
 */
const detailsKey = (customerUuid: string, position: CustomerPosition) =>
  ['cart', 'pay-with-points', customerUuid, position] as const;

/** POST /api/store/v1/customer/pay-with-points/details: the balance, what a point pays, the most usable now. */
export function getPayWithPointsDetails(position: CustomerPosition, signal?: AbortSignal) {
  return api
    .post('/api/store/v1/customer/pay-with-points/details', { body: positionParams(position), signal })
    .then((r) => r.data);
}

export const payWithPointsDetailsQueryOptions = (customerUuid: string, position: CustomerPosition) =>
  queryOptions({
    queryKey: detailsKey(customerUuid, position),
    queryFn: ({ signal }) => getPayWithPointsDetails(position, signal),
    staleTime: 15_000,
  });

/** The details, asked for only while the section shows (`enabled`). */
export const usePayWithPointsDetails = (customerUuid: string, position: CustomerPosition, enabled: boolean) =>
  useQuery({ ...payWithPointsDetailsQueryOptions(customerUuid, position), enabled });

/** POST /api/store/v1/customer/pay-with-points/redeem: `points` on the cart (0 takes them off); 422 on `points`. */
export function redeemPoints(points: number, position: CustomerPosition) {
  return api.post('/api/store/v1/customer/pay-with-points/redeem', { body: { points, ...positionParams(position) } });
}

/**
 * Points moved on the cart: the cart (every copy: the summary, the mini cart, these details) and the
 * loyalty queries (the navbar badge; the key spelled out as the loyalty feature's README asks) are
 * asked for again.
 */
export function refreshAfterPoints(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['cart'] }),
    client.invalidateQueries({ queryKey: ['loyalty'] }),
  ]);
}

/** Redeeming (or removing, with 0): settles once the cart and the details are fresh. */
export function useRedeemPoints(position: CustomerPosition) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (points: number) => {
      const result = await redeemPoints(points, position);
      await refreshAfterPoints(client);
      return result;
    },
  });
}
