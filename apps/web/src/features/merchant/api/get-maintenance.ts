import type { MaintenanceResponse } from '@storefront/contracts/merchant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type Maintenance = z.infer<typeof MaintenanceResponse>['data'];

/** GET /api/merchant/maintenance: the spec's "maintenance lookup". */
export function getMaintenance(signal?: AbortSignal): Promise<Maintenance> {
  return apiClient
    .get<z.infer<typeof MaintenanceResponse>>('/api/merchant/maintenance', { signal })
    .then((r) => r.data);
}

export const maintenanceQueryOptions = () =>
  queryOptions({ queryKey: ['merchant-maintenance'], queryFn: ({ signal }) => getMaintenance(signal), staleTime: 0 });

export const useMaintenance = () => useQuery(maintenanceQueryOptions());
