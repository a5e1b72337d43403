/** Organization service (branches) and the Store service's nearby call. */

import {
  BranchDetailsResponse,
  BranchListQuery,
  BranchListResponse,
  BranchViewResponse,
} from '@storefront/contracts/organization';
import { NearbyBody, NearbyResponse } from '@storefront/contracts/store';
import type { Position } from '@storefront/domain/geo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-text';
import { bothVariants, SIGNED_IN } from '../../lib/variants';
import type { BranchesService } from './service';

const uuidParam = (name: string) => z.object({ [name]: z.uuid({ message: 'expected a branch uuid' }) });

/** Both coordinates, or none. */
export function positionOf(q: {
  customer_lat?: number | undefined;
  customer_lng?: number | undefined;
}): Position | null {
  return q.customer_lat !== undefined && q.customer_lng !== undefined
    ? { lat: q.customer_lat, lng: q.customer_lng }
    : null;
}

export async function branchRoutes(app: FastifyInstance, { branches }: { branches: BranchesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organization'];

  for (const { url, guard } of bothVariants(
    '/api/organization/v2/public/customer/branch/view/details/:branchUuid',
    '/api/organization/v2/customer/branch/view/details/:branchUuid',
  )) {
    r.get(
      url,
      { ...guard, schema: { tags, params: uuidParam('branchUuid'), response: { 200: BranchDetailsResponse } } },
      async (req) => ({
        data: await branches.details(req.merchant.id, (req.params as { branchUuid: string }).branchUuid),
      }),
    );
  }

  r.get(
    '/api/organization/customer/branch/view/details/:uuid',
    { ...SIGNED_IN, schema: { tags, params: uuidParam('uuid'), response: { 200: BranchDetailsResponse } } },
    async (req) => ({ data: await branches.details(req.merchant.id, (req.params as { uuid: string }).uuid) }),
  );

  r.get(
    '/api/organization/branch/list',
    { schema: { tags, querystring: BranchListQuery, response: { 200: BranchListResponse } } },
    async (req) => ({ list: await branches.brandsWithBranches(req.merchant.id, positionOf(req.query)) }),
  );

  for (const { url, guard } of bothVariants(
    '/api/organization/public/branch/view/:branch_uuid',
    '/api/organization/customer/branch/view/:branch_uuid',
  )) {
    r.get(
      url,
      { ...guard, schema: { tags, params: uuidParam('branch_uuid'), response: { 200: BranchViewResponse } } },
      async (req) => {
        const branch = await branches.view(req.merchant.id, (req.params as { branch_uuid: string }).branch_uuid);
        return { visibility: branch.visibility, brand_visibility: branch.brand_visibility, data: branch };
      },
    );
  }

  for (const { url, guard } of bothVariants(
    '/api/store/v2/public/customer/estore/branch/nearby',
    '/api/store/v2/customer/estore/branch/nearby',
  )) {
    r.post(
      url,
      { ...guard, schema: { tags: ['store'], body: NearbyBody, response: { 200: NearbyResponse } } },
      async (req, reply) =>
        sendJsonText(reply, await branches.nearbyJson(req.merchant, positionOf(req.body), req.body.brand_uuid)),
    );
  }
}
