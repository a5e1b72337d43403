/**
 * Signed-in calls require `Authorization: Bearer <token>`: 401 without a known session, 419 when the
 * session expired or was revoked (the client then signs out). The customer lands on request.customer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { CustomersService, SignedIn } from '../modules/customers/service';

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomersService;
  }
  interface FastifyRequest {
    customer: SignedIn;
  }
}

export const customerAuth = fp(async (app: FastifyInstance, opts: { customers: CustomersService }) => {
  app.decorate('customers', opts.customers);
  app.decorateRequest('customer', null as unknown as SignedIn);
});

export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token || token.length > 200) throw new AppError('unauthenticated', 'Unauthenticated.');
  request.customer = await request.server.customers.authenticate(request.merchant.id, token);
}
