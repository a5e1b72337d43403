/**
 * Store service and orders (spec §7): order details for customers and guests, the customer's orders list
 * (our path, ADR 0009), cancel, follow-up, the signed printable invoice, and where the store's check of
 * an order's Senior Citizen / PWD ID stands (special_discount/validate, ADR 0020). The checkout call that
 * places an order lives beside its flow (flows/checkout-routes.ts).
 */
import {
  CancelOrderBody,
  CancelOrderResponse,
  FollowUpParams,
  FollowUpResponse,
  OrderDetailsResponse,
  OrdersListBody,
  OrdersListResponse,
} from '@storefront/contracts/order';
import { SpecialDiscountValidateParams, SpecialDiscountValidateResponse } from '@storefront/contracts/special-discount';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { UUID_PATTERN as UUID } from '../../lib/uuid';
import { PUBLIC, SIGNED_IN } from '../../lib/variants';
import type { MerchantsService } from '../merchants/service';
import type { Viewer } from './customer-orders';
import { createInvoiceLinks, INVOICE_PATH } from './invoice';
import { ORDER_VIEW_MESSAGES } from './order-messages';
import type { OrdersService } from './service';

/** An order link with a mistyped id is an order that does not exist (404), not a form error. */
const OrderLinkParams = z.object({ id: z.string().max(100) });
const InvoiceQuery = z.object({
  merchant: z.string().max(100).default(''),
  signature: z.string().max(200).default(''),
});

function orderUuidOr404(id: string): string {
  if (!UUID.test(id)) throw AppError.notFound(ORDER_VIEW_MESSAGES.notFound);
  return id.toLowerCase();
}

export async function orderRoutes(
  app: FastifyInstance,
  deps: {
    orders: OrdersService;
    merchants: MerchantsService;
    /** The server's secret: invoice links are signed with a key derived from it. */
    adminKey?: string | undefined;
  },
) {
  const { orders, merchants } = deps;
  const invoices = createInvoiceLinks(deps.adminKey);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  /**
   * Order details. The order screen polls this every few seconds: the answer carries an ETag that moves
   * with the order's updated_at, so a browser revalidating (Cache-Control: no-cache) gets a bodiless
   * 304 after one indexed read.
   */
  const details = async (req: FastifyRequest, id: string, reply: FastifyReply, viewer: Viewer) => {
    const known = req.headers['if-none-match'];
    const answer = await orders.details(req.merchant, viewer, orderUuidOr404(id), {
      invoiceUrl: (uuid) => invoices.urlFor(uuid, req.merchant.subdomain),
      knownEtag: typeof known === 'string' ? known : undefined,
    });
    reply.header('ETag', answer.etag).header('Cache-Control', 'private, no-cache');
    if (!answer.data) return reply.code(304).send();
    return { data: answer.data };
  };
  r.get(
    '/api/store/v4/customer/estore/order/transaction/details/:id',
    { ...SIGNED_IN, schema: { tags, params: OrderLinkParams, response: { 200: OrderDetailsResponse } } },
    (req, reply) =>
      details(req, req.params.id, reply, { customerId: req.customer.id, customerUuid: req.customer.uuid }),
  );
  r.get(
    '/api/store/v4/public/customer/estore/order/transaction/details/:id',
    { ...PUBLIC, schema: { tags, params: OrderLinkParams, response: { 200: OrderDetailsResponse } } },
    (req, reply) => details(req, req.params.id, reply, null),
  );

  r.post(
    '/api/store/v2/customer/estore/order',
    { ...SIGNED_IN, schema: { tags, body: OrdersListBody, response: { 200: OrdersListResponse } } },
    (req) => orders.list(req.merchant.id, req.customer.id, req.body),
  );

  r.post(
    '/api/store/v1/customer/estore/order/cancel',
    { ...SIGNED_IN, schema: { tags, body: CancelOrderBody, response: { 200: CancelOrderResponse } } },
    (req) =>
      orders.cancel(
        { id: req.merchant.id, cancellationReasons: req.merchant.profile.store_details.cancellation_reasons },
        req.customer.id,
        req.body,
      ),
  );

  /**
   * Spec §7 (data.invoice_url): the caller's own order only — another customer's is 404 like an unknown
   * one; an order without the discount is 422 on order_uuid. The invoice link comes once approved.
   */
  r.get(
    '/api/store/v1/customer/special_discount/validate/:orderUuid',
    {
      ...SIGNED_IN,
      schema: {
        tags: ['special discount'],
        params: SpecialDiscountValidateParams,
        response: { 200: SpecialDiscountValidateResponse },
      },
    },
    (req) =>
      orders.specialDiscountStatus(req.merchant.id, req.customer.id, req.params.orderUuid.toLowerCase(), (uuid) =>
        invoices.urlFor(uuid, req.merchant.subdomain),
      ),
  );

  r.get(
    '/api/store/v1/customer/estore/order/send/follow_up/:uuid',
    { ...SIGNED_IN, schema: { tags, params: FollowUpParams, response: { 200: FollowUpResponse } } },
    (req) => orders.followUp(req.merchant.id, req.customer.id, req.params.uuid.toLowerCase(), req.log),
  );

  /**
   * The printable invoice, opened from a plain link: no merchant token or session can ride along, so the
   * merchant is named in the link and the link's signature is the authorisation (ADR 0009).
   */
  r.get(
    `${INVOICE_PATH}/:id`,
    { config: { public: true }, schema: { tags, params: OrderLinkParams, querystring: InvoiceQuery } },
    async (req, reply) => {
      const uuid = orderUuidOr404(req.params.id);
      // A wrong signature is an order that does not exist, before anything is read.
      if (!invoices.verify(uuid, req.query.signature)) throw AppError.notFound(ORDER_VIEW_MESSAGES.notFound);
      const merchant = await merchants.findBySubdomain(req.query.merchant);
      if (!merchant) throw AppError.notFound(ORDER_VIEW_MESSAGES.notFound);
      const html = await orders.invoice(merchant, uuid);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('Referrer-Policy', 'no-referrer')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        .send(html);
    },
  );
}
