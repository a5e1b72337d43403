import type { LoaderFunctionArgs } from 'react-router';
import { settingsQueryOptions } from '@/features/merchant/api/get-settings';
import { ensureMerchant } from './loaders';
import { queryClient } from './query-client';

/**
 * /{subdomain}/delivery: the merchant's own delivery site (merchant file `settings.delivery_site_url`,
 * an https URL checked at import). The browser goes there replacing this entry, so Back returns to
 * where the customer was, not to a page that sends them off again. A merchant without one: the
 * route's 404 screen shows.
 */
export async function deliverySiteLoader({ params }: LoaderFunctionArgs) {
  const subdomain = params.subdomain ?? '';
  // Beside the merchant's loader, not after it (loaders run together): the same promise, its settings.
  await ensureMerchant(subdomain);
  const url = queryClient.getQueryData(settingsQueryOptions().queryKey)?.delivery_site_url;
  if (!url) return null;
  window.location.replace(url);
  // The page is leaving: nothing renders meanwhile.
  return new Promise<never>(() => {});
}
