// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { seedFromBootstrap } from './query-client';
import { FirstPaint } from './root';

/** The cache as main.tsx seeds it from the first HTML's bootstrap. */
function seeded({ ordering = true, title = 'Kainan Express — order online', maintenance = false } = {}) {
  const client = createTestQueryClient();
  seedFromBootstrap(client, {
    token: 't',
    settings: {
      merchant_uuid: 'm',
      subdomain: 'kainan',
      name: 'Kainan Express',
      is_coin_merchant: false,
      skip_location_lookup: false,
      search_radius_km: 10,
      domains: [],
      topups: [{ code: 'store_ordering', enable: ordering }],
      enable_points_view: false,
      customizations: [],
      maintenance: { status: maintenance, message: '', on_going: maintenance },
    },
    design: {
      design: { logo: '/media/logo.svg' },
      snippet_details: { title, description: 'Rice meals and coffee, delivered.' },
    },
    layout: {},
    feature_banner: [
      { image: '/media/banner.svg', title: 'Grill week', link: null },
      { image: '/media/second.svg', title: 'Coffee', link: null },
    ],
    favicon: null,
  } as unknown as Parameters<typeof seedFromBootstrap>[1]);
  return client;
}

describe("the first paint, while the first screen's code downloads", () => {
  it("shows Home's title, lead and first banner on Home, as the first HTML does", () => {
    renderWithProviders(<FirstPaint />, { route: '/kainan/', queryClient: seeded() });
    expect(screen.getByRole('heading', { level: 1, name: 'Kainan Express — order online' })).toBeTruthy();
    expect(screen.getByText('Rice meals and coffee, delivered.')).toBeTruthy();
    const banner = screen.getByRole('img', { name: 'Grill week' });
    expect(banner.getAttribute('src')).toBe('/media/banner.svg');
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(screen.queryByRole('img', { name: 'Coffee' })).toBeNull();
  });

  it('names the merchant when its snippet has no title; elsewhere, and in maintenance, shows the bar alone', () => {
    const { unmount } = renderWithProviders(<FirstPaint />, { route: '/kainan/', queryClient: seeded({ title: '' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Kainan Express' })).toBeTruthy();
    unmount();
    const { unmount: leaveCart } = renderWithProviders(<FirstPaint />, {
      route: '/kainan/cart',
      queryClient: seeded(),
    });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Kainan Express']);
    leaveCart();
    // In maintenance, Home goes on to the maintenance page: the bar alone meanwhile.
    renderWithProviders(<FirstPaint />, { route: '/kainan/', queryClient: seeded({ maintenance: true }) });
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("keeps the navbar's 'Deliver to' row (hidden from screen readers) only where the navbar shows it", () => {
    const { container, unmount } = renderWithProviders(<FirstPaint />, {
      route: '/kainan/cart',
      queryClient: seeded(),
    });
    const pill = container.querySelector('.first-paint__deliver');
    expect(pill?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.first-paint__bar--deliver')).toBeTruthy();
    unmount();
    const without = renderWithProviders(<FirstPaint />, {
      route: '/kainan/cart',
      queryClient: seeded({ ordering: false }),
    });
    expect(without.container.querySelector('.first-paint__deliver')).toBeNull();
  });
});
