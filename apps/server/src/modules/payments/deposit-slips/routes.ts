/**
 * Deposit slip calls (ADR 0011):
 * - POST /api/store/v2/customer/estore/order/deposit_slip — the spec's upload (§7), multipart/form-data:
 *   `file_upload` (the image) with `order_uuid` and optional `reference_number`, `amount`,
 *   `bank_account_uuid` as text parts; signed-in only (bank deposit needs an account).
 * - GET /api/store/v1/customer/estore/order/deposit_slips/{order_uuid} — ours (the spec shows no path):
 *   the merchant's bank accounts, the order's slips and whether another upload is allowed.
 * - GET /api/store/v1/customer/estore/order/deposit_slip/{uuid}/image?expires&signature — the image,
 *   behind a signed link the list call hands out (an <img> carries no headers).
 * - POST /api/admin/deposit-slips/{uuid}/review — the operator's verdict, behind the admin key.
 */

import multipart from '@fastify/multipart';
import {
  DepositSlipImageParams,
  DepositSlipImageQuery,
  DepositSlipReviewBody,
  DepositSlipReviewParams,
  DepositSlipReviewResponse,
  DepositSlipsParams,
  DepositSlipsResponse,
  DepositSlipUploadFields,
  DepositSlipUploadResponse,
  MAX_DEPOSIT_SLIP_BYTES,
} from '@storefront/contracts/deposit-slip';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { sendPrivateImage } from '../../../lib/image';
import { createSignedUrls } from '../../../lib/signed-urls';
import { SIGNED_IN } from '../../../lib/variants';
import type { AdminKeyCheck } from '../../../plugins/operator-auth';
import { refuseUnsafeText } from '../../../plugins/unsafe-text';
import type { OrdersService } from '../../orders/service';
import { createDepositSlipService, type SlipUpload } from './service';

const UPLOAD_URL = '/api/store/v2/customer/estore/order/deposit_slip';
export const UNREADABLE_UPLOAD = 'The upload could not be read. Please choose the file and try again.';

/** The form's text parts and its one file, read from the multipart stream without buffering twice. */
async function readUpload(req: FastifyRequest): Promise<SlipUpload> {
  const raw: Record<string, string> = {};
  let file: SlipUpload['file'] = 'missing';
  if (!req.isMultipart()) {
    // A JSON body can carry the fields but never the file: the answer says the file is missing.
    Object.assign(raw, req.body && typeof req.body === 'object' ? req.body : {});
  } else {
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file_upload' || file !== 'missing') {
            part.file.resume(); // not ours: drain it so the stream goes on
            continue;
          }
          // Past the limit busboy stops keeping bytes and marks the stream truncated (we read on, to answer).
          const bytes = await part.toBuffer();
          file = part.file.truncated ? 'too_large' : bytes;
        } else if (typeof part.value === 'string') {
          raw[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      // A body that is no form: busboy's parse errors ('Unexpected end of form', 'Boundary not found')
      // carry no status, and @fastify/multipart's limits a developer's message ('reach parts limit').
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 500) throw error;
      throw new AppError('bad_request', UNREADABLE_UPLOAD);
    }
  }
  // The text parts are this call's contract, read here rather than by a route schema.
  refuseUnsafeText(raw);
  const parsed = DepositSlipUploadFields.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'body');
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    if (errors.order_uuid) throw AppError.notFound(errors.order_uuid[0] as string);
    throw new AppError('validation', Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', { errors });
  }
  return { fields: parsed.data, file };
}

export type DepositSlipDeps = {
  db: Db;
  orders: OrdersService;
  /** The server's secret (its admin key): image links are signed with a key derived from it, and the
   *  operator's review is served only when there is one. */
  adminKey?: string | undefined;
  /** The operator's key check (app.ts); the review call is served only with one. */
  checkAdminKey?: AdminKeyCheck | undefined;
  now?: (() => Date) | undefined;
};

export async function depositSlipRoutes(app: FastifyInstance, deps: DepositSlipDeps) {
  const urls = createSignedUrls({
    secret: deps.adminKey,
    purpose: 'deposit-slip-image-url',
    path: (uuid) => `/api/store/v1/customer/estore/order/deposit_slip/${uuid}/image`,
    now: deps.now,
  });
  const depositSlips = createDepositSlipService({ db: deps.db, orders: deps.orders, urls, now: deps.now });
  // Registered here, not app-wide: only the upload takes multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_DEPOSIT_SLIP_BYTES, files: 1, fields: 8, fieldSize: 1_000, parts: 10 },
    throwFileSizeLimit: false,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    UPLOAD_URL,
    {
      ...SIGNED_IN,
      schema: {
        tags: ['payments'],
        summary: 'Upload a deposit slip (multipart/form-data: file_upload, order_uuid, …)',
        consumes: ['multipart/form-data'],
        response: { 200: DepositSlipUploadResponse },
      },
    },
    async (req) => {
      const upload = await readUpload(req);
      return depositSlips.upload({ merchant: req.merchant, customerId: req.customer.id }, upload);
    },
  );

  r.get(
    '/api/store/v1/customer/estore/order/deposit_slips/:order_uuid',
    {
      ...SIGNED_IN,
      schema: { tags: ['payments'], params: DepositSlipsParams, response: { 200: DepositSlipsResponse } },
    },
    (req) => depositSlips.list({ merchant: req.merchant, customerId: req.customer.id }, req.params.order_uuid),
  );

  r.get(
    '/api/store/v1/customer/estore/order/deposit_slip/:uuid/image',
    {
      // The signature is the authorisation: no merchant token, no Authorization header.
      config: { public: true },
      schema: { tags: ['payments'], params: DepositSlipImageParams, querystring: DepositSlipImageQuery },
    },
    async (req, reply) => {
      const image = await depositSlips.image(req.params.uuid, req.query.expires, req.query.signature);
      if (!image) throw new AppError('forbidden', 'This link has expired or is not valid.');
      return sendPrivateImage(reply, image);
    },
  );

  if (deps.checkAdminKey) {
    r.post(
      '/api/admin/deposit-slips/:uuid/review',
      {
        config: { public: true },
        preHandler: deps.checkAdminKey,
        schema: {
          hide: true,
          params: DepositSlipReviewParams,
          body: DepositSlipReviewBody,
          response: { 200: DepositSlipReviewResponse },
        },
      },
      (req) => depositSlips.review(req.params.uuid, req.body),
    );
  }
}
