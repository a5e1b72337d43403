import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type Maintenance = ResponseOf<'get', '/api/merchant/maintenance'>['data'];

/** GET /api/merchant/maintenance: the spec's "maintenance lookup". */
export function getMaintenance(signal?: AbortSignal): Promise<Maintenance> {
  return api.get('/api/merchant/maintenance', { signal }).then((r) => r.data);
}

export const maintenanceQueryOptions = () =>
  queryOptions({ queryKey: ['merchant-maintenance'], queryFn: ({ signal }) => getMaintenance(signal), staleTime: 0 });

export const useMaintenance = () => useQuery(maintenanceQueryOptions());
