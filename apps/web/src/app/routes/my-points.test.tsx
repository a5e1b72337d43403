// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type MerchantSettings, settingsQueryOptions } from '@/features/merchant/api/get-settings';
import { clearStoredUser, saveStoredUser } from '@/lib/stored-user';
import { json, mockApi, sentRequests } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import MyPointsRoute from './my-points';
import RewardDetailsRoute from './reward-details';

/** The settings these screens read (the rest of the merchant's do not matter here). */
const settings = (isCoinMerchant: boolean) =>
  ({
    subdomain: isCoinMerchant ? 'ushop' : 'kainan',
    name: isCoinMerchant ? 'U-Shop' : 'Kainan Express',
    is_coin_merchant: isCoinMerchant,
    enable_points_view: true,
  }) as unknown as MerchantSettings;

function renderRoute(ui: ReactElement, isCoinMerchant: boolean, route: string, path: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, settings(isCoinMerchant));
  return renderWithProviders(ui, { queryClient, route, path });
}

afterEach(() => clearStoredUser());

describe('the My Points and Reward Details routes', () => {
  it('show the 404 page at a merchant other than the coin merchant, asking nothing', async () => {
    void saveStoredUser({ token: 't', subdomain: 'kainan', customer: { uuid: 'c-1' } as never });
    renderRoute(<MyPointsRoute />, false, '/kainan/my-points', '/:subdomain/my-points');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Points' })).toBeNull();
    expect(sentRequests()).toEqual([]);
  });

  it('Reward Details too', () => {
    renderRoute(<RewardDetailsRoute />, false, '/kainan/rewards/r-1', '/:subdomain/rewards/:id');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });

  it('show My Points at the coin merchant', async () => {
    void saveStoredUser({ token: 't', subdomain: 'ushop', customer: { uuid: 'c-1' } as never });
    mockApi('get', '/api/points/customer/balance', json({ balance: 5 }));
    mockApi(
      'post',
      '/api/rewards/rewards/customer/all/:page',
      json({ list: [], current_page: 1, max_page: 1, prev_page: null, next_page: null }),
    );
    renderRoute(<MyPointsRoute />, true, '/ushop/my-points', '/:subdomain/my-points');
    expect(screen.getByRole('heading', { level: 1, name: 'My Points' })).toBeTruthy();
    expect(await screen.findByText('No rewards yet.')).toBeTruthy();
    expect(document.title).toContain('My Points');
  });
});
