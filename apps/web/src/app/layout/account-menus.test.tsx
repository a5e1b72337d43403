// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { designQueryOptions } from '@/features/merchant/api/get-design';
import { type MerchantSettings, settingsQueryOptions } from '@/features/merchant/api/get-settings';
import { clearStoredUser, saveStoredUser } from '@/lib/stored-user';
import { json, mockApi } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import TransactionHistoryRoute from '../routes/transaction-history';
import { accountLinks } from './account-links';
import MobileSidebar from './mobile-sidebar';
import UserMenu from './user-menu';

/** Kainan's settings: e-store on, points view off, not the coin merchant. */
const kainan = {
  subdomain: 'kainan',
  name: 'Kainan Express',
  is_coin_merchant: false,
  enable_points_view: false,
  topups: [
    { code: 'estore', enable: true },
    { code: 'store_ordering', enable: true },
  ],
} as unknown as MerchantSettings;
const withPointsView = { ...kainan, enable_points_view: true } as MerchantSettings;

const customer = { uuid: 'c-1', firstname: 'Ana', lastname: 'Cruz', profile_image: null } as never;

function seeded(settings: MerchantSettings) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, settings);
  queryClient.setQueryData(designQueryOptions().queryKey, {
    design: { logo: '/media/kainan/logo.svg' },
    snippet_details: { title: '', description: '' },
  } as never);
  return queryClient;
}

async function sidebarLinks(settings: MerchantSettings) {
  await saveStoredUser({ token: 't', subdomain: 'kainan', customer });
  renderWithProviders(<MobileSidebar open onOpenChange={() => {}} menuButton={createRef()} />, {
    queryClient: seeded(settings),
    route: '/kainan/',
    path: '/:subdomain/*',
  });
  const menu = await screen.findByRole('navigation', { name: 'Menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(' (opens in a new window)', '').trim());
}

async function userMenuLinks(settings: MerchantSettings) {
  await saveStoredUser({ token: 't', subdomain: 'kainan', customer });
  renderWithProviders(<UserMenu user={{ token: 't', subdomain: 'kainan', customer }} />, {
    queryClient: seeded(settings),
    route: '/kainan/',
    path: '/:subdomain/*',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Ana, account menu' }));
  const popover = await screen.findByRole('dialog', { name: 'Account menu' });
  return within(popover)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

afterEach(() => clearStoredUser());

describe('the account menus never lead to the 404 page (ADR 0030)', () => {
  it('the mobile sidebar hides Transaction History at an e-store merchant without the points view', async () => {
    expect(await sidebarLinks(kainan)).toEqual(['Home', 'My Profile', 'My Orders', 'Terms of Use', 'Privacy Policy']);
  });

  it('the mobile sidebar shows it when the points view is on', async () => {
    expect(await sidebarLinks(withPointsView)).toContain('Transaction History');
  });

  it('the navbar menu follows the same rule', async () => {
    expect(await userMenuLinks(kainan)).toEqual(['My Profile', 'My Orders']);
  });

  it('the navbar menu shows Transaction History when the points view is on', async () => {
    expect(await userMenuLinks(withPointsView)).toEqual(['My Profile', 'My Orders', 'Transaction History']);
  });

  it('Transaction History is linked exactly when its route shows the screen and not the 404 page', async () => {
    mockApi(
      'get',
      '/api/transactions/transaction/customer/history/:page',
      json({ list: [], current_page: 1, max_page: 1, prev_page: null, next_page: null }),
    );
    for (const settings of [kainan, withPointsView]) {
      await saveStoredUser({ token: 't', subdomain: 'kainan', customer });
      const { unmount } = renderWithProviders(<TransactionHistoryRoute />, {
        queryClient: seeded(settings),
        route: '/kainan/transaction-history',
        path: '/:subdomain/transaction-history',
      });
      const notFound = screen.queryByRole('heading', { level: 1, name: 'Page not found' }) !== null;
      const linked = accountLinks(settings, 'kainan').some((link) => link.label === 'Transaction History');
      expect(linked).toBe(!notFound);
      unmount();
    }
  });
});
