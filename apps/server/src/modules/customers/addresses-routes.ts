/** The address book's calls (ours: the spec shows none; docs/adr/0031-address-book.md), signed in only. */
import {
  AddressBody,
  AddressDeletedResponse,
  AddressListResponse,
  AddressParam,
  AddressSavedResponse,
} from '@storefront/contracts/addresses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../lib/variants';
import type { AddressBook } from './addresses-service';

export async function addressRoutes(app: FastifyInstance, { addresses }: { addresses: AddressBook }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];
  const BOOK = '/api/customer/customer/addresses';

  r.get(BOOK, { ...SIGNED_IN, schema: { tags, response: { 200: AddressListResponse } } }, (req) =>
    addresses.list(req.customer),
  );
  r.post(BOOK, { ...SIGNED_IN, schema: { tags, body: AddressBody, response: { 200: AddressSavedResponse } } }, (req) =>
    addresses.save(req.customer, req.body),
  );
  r.post(
    `${BOOK}/:uuid`,
    {
      ...SIGNED_IN,
      schema: { tags, params: AddressParam, body: AddressBody, response: { 200: AddressSavedResponse } },
    },
    (req) => addresses.edit(req.customer, req.params.uuid, req.body),
  );
  r.delete(
    `${BOOK}/:uuid`,
    { ...SIGNED_IN, schema: { tags, params: AddressParam, response: { 200: AddressDeletedResponse } } },
    (req) => addresses.remove(req.customer, req.params.uuid),
  );
}
