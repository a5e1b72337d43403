// @vitest-environment happy-dom
// (a page's location, so that the client's same-origin '/api/...' paths resolve as in the browser)
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '@/test/msw';
import { api, fillPath } from './api-client';

describe('fillPath', () => {
  it('puts each parameter in its segment, encoded', () => {
    expect(fillPath('/api/x/{uuid}/pages/{page}', { uuid: 'a b/c', page: 2 })).toBe('/api/x/a%20b%2Fc/pages/2');
  });
});

describe('api', () => {
  it('fills the documented path and sends the query and the JSON body', async () => {
    let seen: { url: string; body: unknown } | undefined;
    server.use(
      http.post(
        '*/api/store/v5/public/customer/estore/product/list/categories/:id/pages/:page',
        async ({ request }) => {
          seen = { url: request.url, body: await request.json() };
          return HttpResponse.json({ data: [], next_page: null });
        },
      ),
    );
    await api.post('/api/store/v5/public/customer/estore/product/list/categories/{categoryId}/pages/{page}', {
      path: { categoryId: 7, page: 2 },
      body: { customer_lat: 14.5, customer_lng: 121, customer_channel: 'estore_web' },
    });
    expect(new URL(seen?.url ?? '').pathname).toBe(
      '/api/store/v5/public/customer/estore/product/list/categories/7/pages/2',
    );
    expect(seen?.body).toEqual({ customer_lat: 14.5, customer_lng: 121, customer_channel: 'estore_web' });
  });

  it('sends {} for a POST that documents no body, and the query of a GET', async () => {
    const urls: string[] = [];
    const bodies: string[] = [];
    server.use(
      http.post('*/api/customer/customer/logout', async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json({ message: 'ok' });
      }),
      http.get('*/api/store/v1/public/customer/estore/address/search', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ data: [] });
      }),
    );
    await api.post('/api/customer/customer/logout');
    await api.get('/api/store/v1/public/customer/estore/address/search', { query: { q: 'Makati' } });
    expect(bodies).toEqual(['{}']);
    expect(new URL(urls[0] ?? '').search).toBe('?q=Makati');
  });
});
