import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server answers 422 below this many characters (contracts/location.ts ADDRESS_QUERY_MIN). */
export const MIN_QUERY_LENGTH = 2;

/** GET /api/store/v1/public/customer/estore/address/search: places in the Philippines matching `query`. */
export function searchAddresses(query: string, signal?: AbortSignal) {
  return api
    .get('/api/store/v1/public/customer/estore/address/search', { query: { q: query }, signal })
    .then((r) => r.data);
}

export const addressSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['address-search', query.trim().toLowerCase()],
    queryFn: ({ signal }) => searchAddresses(query.trim(), signal),
    enabled: query.trim().length >= MIN_QUERY_LENGTH,
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Keeps the last suggestions on screen while the next ones load, so the list doesn't flicker while typing. */
export const useAddressSearch = (query: string) =>
  useQuery({ ...addressSearchQueryOptions(query), placeholderData: keepPreviousData });
