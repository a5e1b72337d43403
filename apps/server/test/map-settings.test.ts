/** The map's settings: the geocoder and tile server from the environment, the tiles handed to the page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { merchantConfig } from './factories';
import { loadMerchant, type TestApp, testApp } from './helpers';

describe('location settings', () => {
  it('default to the offline gazetteer and a map without tiles', () => {
    const config = loadConfig({});
    expect(config.geocoderUrl).toBeUndefined();
    expect(config.map).toBeUndefined();
    expect(loadConfig({ GEOCODER_URL: '', MAP_TILE_URL: '' }).map).toBeUndefined();
  });

  it('take a Nominatim URL and a tile URL template, crediting OpenStreetMap unless told otherwise', () => {
    const config = loadConfig({
      GEOCODER_URL: 'https://nominatim.example.ph',
      MAP_TILE_URL: 'https://tiles.example.ph/{z}/{x}/{y}.png',
    });
    expect(config.geocoderUrl).toBe('https://nominatim.example.ph');
    expect(config.map).toEqual({
      tileUrl: 'https://tiles.example.ph/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('refuse a tile URL without {z} or a geocoder URL that is not one', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.ph/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim' })).toThrow(/GEOCODER_URL/);
  });
});

describe('the page bootstrap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ map: { tileUrl: 'https://tiles.example.ph/{z}/{x}/{y}.png', attribution: '© OSM <b>' } });
    await loadMerchant(t, merchantConfig({ subdomain: 'tiled' }));
  });
  afterAll(() => t.close());

  it('hands the configured tiles to the client, safely inside the script element', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tiled/', headers: { accept: 'text/html' } });
    const json = res.body.match(/<script id="storefront-bootstrap" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(json).not.toContain('<b>');
    expect(JSON.parse(json ?? 'null').map).toEqual({
      tile_url: 'https://tiles.example.ph/{z}/{x}/{y}.png',
      attribution: '© OSM <b>',
    });
  });
});
