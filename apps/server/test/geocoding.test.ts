/**
 * The address calls of the 'Deliver to' picker, through HTTP: the offline gazetteer (the default) and
 * the Nominatim adapter against a local server that speaks Nominatim's API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNominatimGeocoder, GeocoderUnavailableError, labelOf } from '../src/modules/geocoding/nominatim';
import { UNAVAILABLE_MESSAGE } from '../src/modules/geocoding/service';
import { merchantConfig } from './factories';
import { client, loadMerchant, type TestApp, testApp, tokenOf } from './helpers';

const SEARCH = '/api/store/v1/public/customer/estore/address/search';
const REVERSE = '/api/store/v1/public/customer/estore/address/reverse';

type Place = { label: string; lat: number; lng: number };
const inPhilippines = (p: Place) => p.lat >= 4 && p.lat <= 22 && p.lng >= 116 && p.lng <= 127;
const search = (q: string) => `${SEARCH}?${new URLSearchParams({ q })}`;

describe('the offline gazetteer', () => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await testApp();
    await loadMerchant(t, merchantConfig({ subdomain: 'mapshop' }));
    token = await tokenOf(t, 'mapshop');
    api = client(t, token);
  });
  afterAll(() => t.close());

  it("finds Makati for 'makati', with coordinates in Makati", async () => {
    const res = await api.get(search('makati'));
    expect(res.statusCode).toBe(200);
    const places = res.json().data as Place[];
    expect(places[0]?.label).toBe('Makati City, Metro Manila');
    expect(places[0]?.lat).toBeCloseTo(14.55, 1);
    expect(places[0]?.lng).toBeCloseTo(121.03, 1);
  });

  it('ignores case, accents and surrounding spaces', async () => {
    const res = await api.get(search('  LAS PINAS '));
    expect(res.json().data[0].label).toBe('Las Piñas, Metro Manila');
    expect((await api.get(search('parañaque'))).json().data[0].label).toMatch(/^Parañaque/);
  });

  it('puts the city first among places of the same name, and keeps to six suggestions', async () => {
    const places = (await api.get(search('quezon'))).json().data as Place[];
    expect(places[0]?.label).toBe('Quezon City, Metro Manila');
    expect(places).toHaveLength(6);
    expect(places.slice(1).every((p) => p.label.startsWith('Quezon'))).toBe(true);
  });

  it('never answers a place outside the Philippines', async () => {
    for (const q of ['tokyo', 'singapore', 'new york', 'london']) {
      const res = await api.get(search(q));
      expect(res.statusCode).toBe(200);
      expect(res.json().data, q).toEqual([]);
    }
    // San Francisco is a town in several Philippine provinces, and only those come back.
    const places = (await api.get(search('san francisco'))).json().data as Place[];
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) {
      expect(inPhilippines(p), p.label).toBe(true);
      expect(p.label).toMatch(/^San Francisco, /);
    }
  });

  it('reverse: a point in Manila is a place in Metro Manila, close by', async () => {
    const res = await api.get(`${REVERSE}?lat=14.5995&lng=120.9842`); // Quiapo
    expect(res.statusCode).toBe(200);
    const place = res.json().data as Place;
    expect(place.label).toMatch(/, Metro Manila$/);
    expect(Math.abs(place.lat - 14.5995)).toBeLessThan(0.03);
    expect(Math.abs(place.lng - 120.9842)).toBeLessThan(0.03);
  });

  it('reverse: nothing outside the Philippines', async () => {
    const res = await api.get(`${REVERSE}?lat=35.6812&lng=139.7671`); // Tokyo
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('answers 422 with field errors for a query too short, too long or missing', async () => {
    for (const url of [search('m'), search('   m  '), search('x'.repeat(101)), SEARCH]) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.q, url).toHaveLength(1);
    }
    expect((await api.get(search('m'))).json().errors.q[0]).toBe('Type at least 2 characters.');
  });

  it('answers 422 for coordinates that are not numbers or out of range', async () => {
    for (const [query, field] of [
      ['lat=abc&lng=121', 'lat'],
      ['lat=95&lng=121', 'lat'],
      ['lat=14.5', 'lng'],
      ['lat=14.5&lng=-181', 'lng'],
    ] as const) {
      const res = await api.get(`${REVERSE}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });

  it('is in the OpenAPI document, with its query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, { get?: { parameters?: { name: string }[] } }>;
    expect(paths[SEARCH]?.get?.parameters?.map((p) => p.name)).toEqual(['q']);
    expect(paths[REVERSE]?.get?.parameters?.map((p) => p.name)).toEqual(['lat', 'lng']);
  });

  it('needs the merchant token, like every call', async () => {
    const res = await t.app.inject({ method: 'GET', url: search('makati') });
    expect(res.statusCode).toBe(401);
  });

  it('allows 60 look-ups a minute per client address, then 429 with Retry-After', async () => {
    const from = (remoteAddress: string, url: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'x-merchant-token': token } });
    for (let i = 0; i < 60; i += 1)
      expect((await from('10.9.9.9', i % 2 ? search('cebu') : `${REVERSE}?lat=14.6&lng=121`)).statusCode).toBe(200);
    const limited = await from('10.9.9.9', search('cebu'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await from('10.9.9.10', search('cebu'))).statusCode).toBe(200);
  });
});

// ——— the Nominatim adapter ———

type Reply = { status: number; body: unknown } | 'hang' | 'drop';
type Seen = { path: string; query: URLSearchParams; userAgent: string | undefined };

/** A server on 127.0.0.1 speaking Nominatim's /search and /reverse; `reply` decides each answer. */
async function startNominatim() {
  const seen: Seen[] = [];
  let reply: (request: Seen) => Reply = () => ({ status: 200, body: [] });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const request = { path: url.pathname, query: url.searchParams, userAgent: req.headers['user-agent'] };
    seen.push(request);
    const answer = reply(request);
    if (answer === 'hang') return; // never answers: the client's timeout must end it
    if (answer === 'drop') return void req.socket.destroy(); // the connection breaks
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answer: (next: (request: Seen) => Reply) => {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const MAKATI_RESULT = {
  place_id: 1,
  osm_type: 'relation',
  lat: '14.5567949',
  lon: '121.0211226',
  category: 'boundary',
  type: 'administrative',
  name: 'Makati',
  display_name: 'Makati, Fourth District, Metro Manila, Philippines',
  address: { city: 'Makati', state_district: 'Fourth District', region: 'Metro Manila', country_code: 'ph' },
};
const TAGAYTAY_RESULT = {
  lat: '14.1153',
  lon: '120.9621',
  name: 'Tagaytay',
  display_name: 'Tagaytay, Cavite, Calabarzon, 4120, Philippines',
  address: { city: 'Tagaytay', province: 'Cavite', region: 'Calabarzon', country_code: 'ph' },
};
/** A stand-in that ignored countrycodes: this one must not come through. */
const TOKYO_RESULT = {
  lat: '35.6812',
  lon: '139.7671',
  name: 'Makati Ramen',
  display_name: 'Makati Ramen, Chiyoda, Tokyo, Japan',
  address: { city: 'Chiyoda', state: 'Tokyo', country_code: 'jp' },
};

describe('the Nominatim adapter', () => {
  let nominatim: Awaited<ReturnType<typeof startNominatim>>;
  let t: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    nominatim = await startNominatim();
    t = await testApp({ geocoder: createNominatimGeocoder({ url: `${nominatim.url}/osm/`, timeoutMs: 300 }) });
    await loadMerchant(t, merchantConfig({ subdomain: 'osmshop' }));
    api = client(t, await tokenOf(t, 'osmshop'));
  });
  afterAll(async () => {
    await t.close();
    await nominatim.close();
  });
  beforeEach(() => {
    nominatim.seen.length = 0;
  });

  it('searches the Philippines only (countrycodes=ph) in jsonv2, naming itself', async () => {
    nominatim.answer(() => ({ status: 200, body: [MAKATI_RESULT, TOKYO_RESULT, TAGAYTAY_RESULT] }));
    const res = await api.get(search('  makati '));
    expect(res.statusCode).toBe(200);

    expect(nominatim.seen).toHaveLength(1);
    const request = nominatim.seen[0];
    expect(request?.path).toBe('/osm/search');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      q: 'makati',
      format: 'jsonv2',
      countrycodes: 'ph',
      limit: '6',
      addressdetails: '1',
    });
    expect(request?.userAgent).toMatch(/^Storefront\/1\.0 \(/);

    expect(res.json().data).toEqual([
      { label: 'Makati, Metro Manila', lat: 14.5567949, lng: 121.0211226 },
      { label: 'Tagaytay, Cavite', lat: 14.1153, lng: 120.9621 },
    ]);
  });

  it('reverse: asks /reverse with lat and lon, and maps the place', async () => {
    nominatim.answer(() => ({
      status: 200,
      body: {
        lat: '14.5547',
        lon: '121.0244',
        name: '',
        display_name: '6750, Ayala Avenue, San Lorenzo, Makati, Metro Manila, 1226, Philippines',
        address: {
          house_number: '6750',
          road: 'Ayala Avenue',
          quarter: 'San Lorenzo',
          city: 'Makati',
          region: 'Metro Manila',
          country_code: 'ph',
        },
      },
    }));
    const res = await api.get(`${REVERSE}?lat=14.5547&lng=121.0244`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ label: '6750 Ayala Avenue, Makati, Metro Manila', lat: 14.5547, lng: 121.0244 });
    const request = nominatim.seen[0];
    expect(request?.path).toBe('/osm/reverse');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      lat: '14.5547',
      lon: '121.0244',
      format: 'jsonv2',
      addressdetails: '1',
    });
  });

  it("reverse: Nominatim's 'Unable to geocode' is no place; a point abroad is not even asked", async () => {
    nominatim.answer(() => ({ status: 200, body: { error: 'Unable to geocode' } }));
    expect((await api.get(`${REVERSE}?lat=13.5&lng=119.5`)).json()).toEqual({ data: null }); // at sea
    expect((await api.get(`${REVERSE}?lat=35.68&lng=139.76`)).json()).toEqual({ data: null }); // Tokyo
    expect(nominatim.seen).toHaveLength(1);
  });

  it('turns an upstream failure into a 502 (not 503, which means maintenance) with a message', async () => {
    for (const reply of [
      { status: 500, body: 'Internal Server Error' },
      { status: 429, body: { error: 'Too many requests' } },
      { status: 200, body: '<html>maintenance</html>' },
      { status: 200, body: { not: 'a list' } },
      'hang',
      'drop',
    ] as const) {
      nominatim.answer(() => reply);
      const res = await api.get(search('makati'));
      expect(res.statusCode, JSON.stringify(reply)).toBe(502);
      expect(res.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    }
  });

  it('reports a geocoder nobody listens on as unavailable', async () => {
    const closed = await startNominatim();
    await closed.close(); // nothing listens on its port any more
    const failure = createNominatimGeocoder({ url: closed.url }).search('makati', 5);
    await expect(failure).rejects.toThrow(GeocoderUnavailableError);
    await expect(failure).rejects.toThrow(/could not be reached \(ECONNREFUSED\)/);
  });
});

describe('Nominatim labels', () => {
  it('read place, town, province — without repeats or the country', () => {
    expect(labelOf(MAKATI_RESULT)).toBe('Makati, Metro Manila');
    expect(
      labelOf({ name: 'SM Mall of Asia', address: { road: 'Seaside Blvd', city: 'Pasay', region: 'Metro Manila' } }),
    ).toBe('SM Mall of Asia, Pasay, Metro Manila');
    expect(labelOf({ display_name: 'Somewhere, Philippines' })).toBe('Somewhere');
  });
});
