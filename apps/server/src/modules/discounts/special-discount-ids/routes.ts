/**
 * Senior Citizen / PWD ID calls (spec §7, ADR 0017), signed-in only:
 * - GET /api/customer/customer/special_discount/list/{customer_uuid} — the caller's IDs (their own uuid
 *   only), numbers masked, each with a signed image link.
 * - POST /api/customer/customer/special_discount/upload — JSON with the photo as base64 (up to 3 MiB).
 * - POST /api/store/v1/customer/special_discount/update — rejected_action and notes.
 * - POST /api/store/v1/customer/special_discount/delete — {uuid}; the photo goes with it.
 * - GET /api/customer/customer/special_discount/{uuid}/image?expires&signature — the photo, behind the
 *   signed link the list hands out (an <img> carries no headers).
 * - GET /api/admin/special-discount-ids/{uuid} — the ID whole, for the store, behind the admin key.
 */

import {
  SPECIAL_DISCOUNT_MESSAGES,
  SpecialDiscountDeleteBody,
  SpecialDiscountDeleteResponse,
  SpecialDiscountImageParams,
  SpecialDiscountImageQuery,
  SpecialDiscountListParams,
  SpecialDiscountListResponse,
  SpecialDiscountSavedResponse,
  SpecialDiscountUpdateBody,
  SpecialDiscountUploadBody,
} from '@storefront/contracts/special-discount';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { sendPrivateImage } from '../../../lib/image';
import type { RateLimiter } from '../../../lib/rate-limiter';
import { createSignedUrls } from '../../../lib/signed-urls';
import { SIGNED_IN } from '../../../lib/variants';
import { requireCustomer } from '../../../plugins/customer-auth';
import type { AdminKeyCheck } from '../../../plugins/operator-auth';
import type { SignedIn } from '../../customers/service';
import type { Merchant } from '../../merchants/service';
import { createSpecialDiscountIdService } from './service';

const tags = ['special discount'];
const CUSTOMER = '/api/customer/customer/special_discount';
const STORE = '/api/store/v1/customer/special_discount';

/**
 * A 2 MB photo as base64 is 2.8 MB, plus the form's fields: the upload alone takes bodies this large
 * (the app's limit is 1 MiB). A larger body is answered as a file too large, on the image field.
 */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

/** What the operator sees: the ID whole, when and to what the customer agreed. Not in the public API. */
const OperatorSpecialDiscountId = z.object({
  data: z.object({
    uuid: z.string(),
    discount_type: z.string(),
    customer_id_full_name: z.string(),
    customer_id_number: z.string(),
    customer_id_type: z.string(),
    rejected_action: z.string(),
    notes: z.string().nullable(),
    image_url: z.string(),
    consented_at: z.string(),
    consent_text: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
});

export type SpecialDiscountIdDeps = {
  db: Db;
  limiter: RateLimiter;
  /** The server's secret (its admin key): image links are signed with a key derived from it. */
  adminKey?: string | undefined;
  /** The operator's key check (app.ts); the operator call is served only with one. */
  checkAdminKey?: AdminKeyCheck | undefined;
  now?: (() => Date) | undefined;
};

export async function specialDiscountIdRoutes(app: FastifyInstance, deps: SpecialDiscountIdDeps) {
  const urls = createSignedUrls({
    secret: deps.adminKey,
    purpose: 'special-discount-id-image-url',
    path: (uuid) => `${CUSTOMER}/${uuid}/image`,
    now: deps.now,
  });
  const ids = createSpecialDiscountIdService({ db: deps.db, limiter: deps.limiter, urls, now: deps.now });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = (req: { merchant: Merchant; customer: SignedIn }) => ({
    merchant: req.merchant,
    customer: req.customer,
  });

  r.get(
    `${CUSTOMER}/list/:customer_uuid`,
    {
      ...SIGNED_IN,
      schema: { tags, params: SpecialDiscountListParams, response: { 200: SpecialDiscountListResponse } },
    },
    (req) => ids.list(caller(req), req.params.customer_uuid),
  );

  r.post(
    `${CUSTOMER}/upload`,
    {
      // Refused before a guest's megabytes are read and parsed.
      onRequest: requireCustomer,
      bodyLimit: UPLOAD_BODY_LIMIT,
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw AppError.field('customer_id_image_front', SPECIAL_DISCOUNT_MESSAGES.fileSize);
        throw error; // the app's error handler answers everything else
      },
      schema: {
        tags,
        summary: 'Register a Senior Citizen / PWD ID (JSON; the photo as base64, at most 2 MB)',
        body: SpecialDiscountUploadBody,
        response: { 200: SpecialDiscountSavedResponse },
      },
    },
    (req) => ids.upload(caller(req), req.body),
  );

  r.post(
    `${STORE}/update`,
    {
      ...SIGNED_IN,
      schema: { tags, body: SpecialDiscountUpdateBody, response: { 200: SpecialDiscountSavedResponse } },
    },
    (req) => ids.update(caller(req), req.body),
  );

  r.post(
    `${STORE}/delete`,
    {
      ...SIGNED_IN,
      schema: { tags, body: SpecialDiscountDeleteBody, response: { 200: SpecialDiscountDeleteResponse } },
    },
    (req) => ids.remove(caller(req), req.body.uuid),
  );

  r.get(
    `${CUSTOMER}/:uuid/image`,
    {
      // The signature is the authorisation: no merchant token, no Authorization header.
      config: { public: true },
      schema: { tags, params: SpecialDiscountImageParams, querystring: SpecialDiscountImageQuery },
    },
    async (req, reply) => {
      const image = await ids.image(req.params.uuid, req.query.expires, req.query.signature);
      if (image === 'forbidden') throw new AppError('forbidden', 'This link has expired or is not valid.');
      if (image === 'gone') throw AppError.notFound(SPECIAL_DISCOUNT_MESSAGES.notFound);
      return sendPrivateImage(reply, image);
    },
  );

  if (deps.checkAdminKey) {
    r.get(
      '/api/admin/special-discount-ids/:uuid',
      {
        config: { public: true },
        preHandler: deps.checkAdminKey,
        schema: { hide: true, params: SpecialDiscountImageParams, response: { 200: OperatorSpecialDiscountId } },
      },
      (req) => ids.forOperator(req.params.uuid),
    );
  }
}
