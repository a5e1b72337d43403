/**
 * Operator calls the tests make through the server's admin API (scripts/e2e-server.mjs sets the key):
 * importing a copy of a demo merchant with changed settings, as `npm run merchant -- import` would.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { merchantFileCopy, merchantImages } from './merchants';

export const E2E_ADMIN_KEY = 'e2e-admin-key';

/**
 * Imports a copy of demo merchant `from` as `subdomain` with the maintenance flag set. Importing the
 * same subdomain again updates it in place, so a retried test can call this again.
 */
export async function importMerchantInMaintenance(
  request: APIRequestContext,
  { from, subdomain, message }: { from: string; subdomain: string; message: string },
): Promise<void> {
  const config = merchantFileCopy(from);
  config.subdomain = subdomain;
  config.name = `${config.name} (maintenance test)`;
  config.domains = [];
  config.settings = { ...config.settings, maintenance: { status: true, message } };
  const response = await request.post('/api/admin/merchants/import', {
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
    data: { config, files: merchantImages(from) },
  });
  expect(response.status(), await response.text()).toBe(200);
}
