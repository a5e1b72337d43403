/** Store service, address calls of the 'Deliver to' picker (paths ours: docs/adr/0004). */
import {
  AddressReverseQuery,
  AddressReverseResponse,
  AddressSearchQuery,
  AddressSearchResponse,
} from '@storefront/contracts/location';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GeocodingService } from './service';

export async function geocodingRoutes(app: FastifyInstance, { geocoding }: { geocoding: GeocodingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['store'];

  // Public like the rest of the picker: guests choose where to deliver too (the merchant token is still required).
  r.get(
    '/api/store/v1/public/customer/estore/address/search',
    { schema: { tags, querystring: AddressSearchQuery, response: { 200: AddressSearchResponse } } },
    async (req) => ({ data: await geocoding.search(req.query.q, req.ip, req.log) }),
  );

  r.get(
    '/api/store/v1/public/customer/estore/address/reverse',
    { schema: { tags, querystring: AddressReverseQuery, response: { 200: AddressReverseResponse } } },
    async (req) => ({ data: await geocoding.reverse(req.query, req.ip, req.log) }),
  );
}
