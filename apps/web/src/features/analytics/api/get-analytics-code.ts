import { api, type ResponseOf } from '@/lib/api-client';

export type AnalyticsCode = ResponseOf<'get', '/api/merchant/v1/customer/analytics/code/view'>['data'];

/** GET /api/merchant/v1/customer/analytics/code/view: whether the merchant enabled its GA4, and its id. */
export function getAnalyticsCode(signal?: AbortSignal): Promise<AnalyticsCode> {
  return api.get('/api/merchant/v1/customer/analytics/code/view', { signal }).then((r) => r.data);
}
