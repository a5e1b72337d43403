/** The OpenAPI document, generated from the same zod schemas that validate requests. */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: 'Calls of the storefront spec §7; see DESIGN.md §3.',
      },
      components: {
        securitySchemes: {
          merchantToken: { type: 'apiKey', in: 'header', name: 'X-Merchant-Token' },
          customer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ merchantToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
