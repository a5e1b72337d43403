import { Bootstrap, BOOTSTRAP_ELEMENT_ID as CONTRACT_ID } from '@storefront/contracts/bootstrap';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, isBootstrap, parseBootstrap } from './bootstrap';

const merchant = {
  token: 'abc',
  settings: {
    merchant_uuid: 'm-1',
    subdomain: 'kainan',
    name: 'Kainan Express',
    is_coin_merchant: false,
    skip_location_lookup: false,
    search_radius_km: 8,
    domains: [],
    topups: [{ code: 'store_ordering', enable: true }],
    enable_points_view: false,
    customizations: { estore_wallets: [] },
    maintenance: { status: false, on_going: false },
  },
  design: {
    design: {
      uuid: 'd-1',
      merchant_uuid: 'm-1',
      main_color: '#d7263d',
      button_text_color: '#ffffff',
      logo: '/media/logo.svg',
      title: 'Kainan',
      published: true,
      updated_at: '2026-01-01T00:00:00Z',
    },
    snippet_details: { title: 'Kainan', description: 'Food' },
  },
  layout: {
    home: {
      categories: { enable: true, weight: 2 },
      our_brands: { enable: true, weight: 1 },
      about_us: { enable: false, weight: 3 },
      whats_nearby: { enable: true, weight: 4 },
    },
    about_us: { title: 'About', html: '<p>Hi</p>', image: null },
  },
  feature_banner: [{ image: '/media/banner.svg', title: 'Order na!', link: null }],
  favicon: null,
};

describe('bootstrap', () => {
  it('uses the contract element id', () => {
    expect(BOOTSTRAP_ELEMENT_ID).toBe(CONTRACT_ID);
  });

  it('accepts what the contract accepts', () => {
    for (const sample of [
      { merchant, host_merchant: null },
      { merchant: null, host_merchant: null },
      { merchant: null, host_merchant: 'botika' },
    ]) {
      expect(Bootstrap.safeParse(sample).success).toBe(true);
      expect(isBootstrap(sample)).toBe(true);
    }
  });

  it('rejects shapes the app could not use', () => {
    const broken = [
      {},
      { merchant: {}, host_merchant: null },
      { merchant: { ...merchant, token: 1 }, host_merchant: null },
      { merchant: { ...merchant, settings: { ...merchant.settings, subdomain: undefined } }, host_merchant: null },
      { merchant: { ...merchant, layout: { ...merchant.layout, home: {} } }, host_merchant: null },
      { merchant: { ...merchant, design: { snippet_details: {} } }, host_merchant: null },
      { merchant: { ...merchant, feature_banner: undefined }, host_merchant: null },
      { merchant: { ...merchant, feature_banner: [{ image: '/media/banner.svg', link: null }] }, host_merchant: null },
    ];
    for (const sample of broken) {
      expect(Bootstrap.safeParse(sample).success).toBe(false);
      expect(isBootstrap(sample)).toBe(false);
    }
  });

  it('treats absent or malformed JSON as no bootstrap', () => {
    expect(parseBootstrap(null)).toBeNull();
    expect(parseBootstrap('')).toBeNull();
    expect(parseBootstrap('{not json')).toBeNull();
    expect(parseBootstrap(JSON.stringify({ merchant, host_merchant: null }))?.merchant?.token).toBe('abc');
  });
});
