/**
 * Card and e-wallet payment calls (spec §7 Store "paymongo/add" and Payments service; ADR 0010), the
 * sandbox provider's hosted page, and the providers' notifications (PayMongo webhook, Paynamics
 * response), which carry no merchant token: their signature is what authorises them.
 */
import {
  BillingAddBody,
  BillingAddResponse,
  CardPaymentBody,
  OrderUuidParams,
  PaymentIdParams,
  PaymentOrderSummaryResponse,
  PaymentResponse,
  PaynamicsNotification,
  PaynamicsPaymentBody,
  SourcePaymentBody,
  TransactionNumberParams,
  WebhookAck,
  XenditPaymentBody,
} from '@storefront/contracts/payment';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVariants } from '../../lib/variants';
import { requireCustomer } from '../../plugins/customer-auth';
import { SIGNATURE_HEADER } from './providers/paymongo-webhook';
import { paynamicsPage, paynamicsPageCsp } from './providers/paynamics-page';
import { ownsPage, pageKeyCookie } from './providers/sandbox-key';
import { SANDBOX_PAGE_CSP, sandboxPage } from './providers/sandbox-page';
import { type SandboxProvider, sandboxPagePath } from './providers/sandbox-provider';
import { CALLBACK_TOKEN_HEADER, WEBHOOK_ID_HEADER } from './providers/xendit-callback';
import { type Caller, PAYNAMICS_RESPONSE_PATH, type PaymentsService, type ReturnUrl } from './service';

/** The webhook PayMongo is told to call (register it in PayMongo's dashboard with these events). */
export const PAYMONGO_WEBHOOK_PATH = '/api/payments/v1/paymongo/webhook';
export { PAYNAMICS_RESPONSE_PATH };
/** The callback URL to save in Xendit's dashboard (Payment Requests: payment status and expiry). */
export const XENDIT_CALLBACK_PATH = '/api/payments/v1/xendit/callback';

const headerOf = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Calls the spec gives without a public variant (status, cancel, Paynamics) serve guests too: with an
 * Authorization header the caller must be that customer; without one only a guest order is reachable.
 */
async function optionalCustomer(request: FastifyRequest) {
  if (request.headers.authorization) await requireCustomer(request);
}
const OPTIONAL_CUSTOMER = { preHandler: optionalCustomer } as const;

const callerOf = (req: FastifyRequest): Caller => (req.customer ? { customerId: req.customer.id } : { guest: true });

/** The full-screen payment route the provider sends the customer back to, on the origin they used. */
const returnUrlFor =
  (req: FastifyRequest): ReturnUrl =>
  (route, orderUuid, transactionNumber) =>
    `${req.protocol}://${req.host}/${encodeURIComponent(req.merchant.subdomain)}/checkout/${encodeURIComponent(route)}/payment?order=${encodeURIComponent(orderUuid)}&transaction=${encodeURIComponent(transactionNumber)}`;

const merchantOf = (req: FastifyRequest) => ({ id: req.merchant.id, name: req.merchant.name });

/**
 * A started payment's answer. On the sandbox, the browser that started it (the SPA's same-origin call)
 * also receives its page's key as a cookie: only that browser may open the page and press Pay or Fail.
 */
function started<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  result: T & { pageKey?: { path: string; key: string } | undefined },
): T {
  const { pageKey, ...body } = result;
  if (pageKey) reply.header('set-cookie', pageKeyCookie(pageKey.path, pageKey.key, req.protocol === 'https'));
  return body as T;
}

const SandboxParams = z.object({ id: z.string().regex(/^(pi|src)_sbx_[0-9a-f]{24}$/) });

/** Our page that posts the signed request to Paynamics: the attempt, and the link's return address and signature. */
const PaynamicsPageParams = z.object({ transactionNumber: z.string().uuid() });
const PaynamicsPageQuery = z.object({ back: z.string().url().max(2000), sig: z.string().max(100) });

/** Paynamics posts its notification as a form (`paymentresponse`); our JSON shape is kept alongside. */
const PaynamicsFormNotification = z.object({
  paymentresponse: z
    .string()
    .min(1)
    .max(64 * 1024),
});
const PaynamicsAnyNotification = z.union([PaynamicsFormNotification, PaynamicsNotification]);

export async function paymentRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  for (const { url, guard } of bothVariants(
    '/api/store/v1/public/customer/estore/payment/paymongo/add',
    '/api/store/v1/customer/estore/payment/paymongo/add',
  )) {
    r.post(
      url,
      { ...guard, schema: { tags, body: CardPaymentBody, response: { 200: PaymentResponse } } },
      async (req, reply) =>
        started(req, reply, await payments.startCard(merchantOf(req), callerOf(req), req.body, returnUrlFor(req))),
    );
  }

  for (const { url, guard } of bothVariants(
    '/api/store/v1/public/customer/estore/payment/paymongo/add/source',
    '/api/store/v1/customer/estore/payment/paymongo/add/source',
  )) {
    r.post(
      url,
      { ...guard, schema: { tags, body: SourcePaymentBody, response: { 200: PaymentResponse } } },
      async (req, reply) =>
        started(req, reply, await payments.startEwallet(merchantOf(req), callerOf(req), req.body, returnUrlFor(req))),
    );
  }

  for (const { url, guard } of bothVariants(
    '/api/store/v1/public/customer/estore/address/billing/add',
    '/api/store/v1/customer/estore/address/billing/add',
  )) {
    r.post(url, { ...guard, schema: { tags, body: BillingAddBody, response: { 200: BillingAddResponse } } }, (req) =>
      payments.saveBilling(req.merchant.id, callerOf(req), req.body),
    );
  }

  r.get(
    '/api/payments/v1/customer/paymongo/payment/intents/:id',
    { ...OPTIONAL_CUSTOMER, schema: { tags, params: PaymentIdParams, response: { 200: PaymentResponse } } },
    (req) => payments.status(req.merchant.id, callerOf(req), req.params.id),
  );

  r.delete(
    '/api/payments/v1/customer/paymongo/payment/methods/:transactionNumber',
    { ...OPTIONAL_CUSTOMER, schema: { tags, params: TransactionNumberParams, response: { 200: PaymentResponse } } },
    (req) => payments.cancel(req.merchant.id, callerOf(req), req.params.transactionNumber),
  );

  r.get(
    '/api/payments/v1/customer/payment/order/:order_uuid',
    { ...OPTIONAL_CUSTOMER, schema: { tags, params: OrderUuidParams, response: { 200: PaymentOrderSummaryResponse } } },
    async (req) => ({ data: await payments.summary(req.merchant.id, callerOf(req), req.params.order_uuid) }),
  );

  for (const [url, variant] of [
    ['/api/payments/transact/paynamics', 'card'],
    ['/api/payments/transact/paynamics/gcash', 'gcash'],
  ] as const) {
    r.post(
      url,
      { ...OPTIONAL_CUSTOMER, schema: { tags, body: PaynamicsPaymentBody, response: { 200: PaymentResponse } } },
      async (req, reply) =>
        started(
          req,
          reply,
          await payments.startPaynamics(merchantOf(req), callerOf(req), req.body, variant, returnUrlFor(req)),
        ),
    );
  }

  r.post(
    '/api/payments/transact/xendit',
    { ...OPTIONAL_CUSTOMER, schema: { tags, body: XenditPaymentBody, response: { 200: PaymentResponse } } },
    async (req, reply) =>
      started(req, reply, await payments.startXendit(merchantOf(req), callerOf(req), req.body, returnUrlFor(req))),
  );

  // Xendit's callback: no merchant token, the account's callback token is what authorises it.
  r.post(
    XENDIT_CALLBACK_PATH,
    {
      config: { public: true },
      schema: { tags, body: z.unknown(), response: { 200: WebhookAck } },
    },
    (req) => payments.xenditCallback(req.body, headerOf(req, CALLBACK_TOKEN_HEADER), headerOf(req, WEBHOOK_ID_HEADER)),
  );

  // Paynamics' notification: its form post is read here (this scope only), JSON as everywhere else.
  await app.register(async (hook) => {
    hook.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 128 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    hook
      .withTypeProvider<ZodTypeProvider>()
      .post(
        PAYNAMICS_RESPONSE_PATH,
        { config: { public: true }, schema: { tags, body: PaynamicsAnyNotification, response: { 200: WebhookAck } } },
        (req) => payments.paynamicsNotification(req.body),
      );
  });

  // The page that hands the signed request to Paynamics (opened by the browser, so no merchant token).
  r.get(
    '/api/payments/paynamics/:transactionNumber',
    { config: { public: true }, schema: { hide: true, params: PaynamicsPageParams, querystring: PaynamicsPageQuery } },
    async (req, reply) => {
      const page = await payments.paynamicsPage({
        requestId: req.params.transactionNumber,
        back: req.query.back,
        sig: req.query.sig,
        clientIp: req.ip,
        origin: `${req.protocol}://${req.host}`,
      });
      if (!page) return reply.code(404).type('text/plain').send('Payment not found.');
      if (page.kind === 'back') return reply.redirect(page.url, 303);
      return reply
        .header('content-security-policy', paynamicsPageCsp(page.gatewayUrl))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(paynamicsPage(page));
    },
  );

  // The sandbox's hosted page and its buttons, in development only (production has no sandbox).
  const sandbox = payments.sandbox;
  if (sandbox) await app.register(sandboxPageRoutes, { payments, sandbox });

  // PayMongo's webhook: the signature covers the raw bytes, so this route keeps them as they came.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hook.post(PAYMONGO_WEBHOOK_PATH, { config: { public: true }, schema: { hide: true } }, async (req) => {
      const header = req.headers[SIGNATURE_HEADER];
      return payments.paymongoWebhook(
        typeof req.body === 'string' ? req.body : '',
        typeof header === 'string' ? header : undefined,
      );
    });
  });
}

const NOT_FOUND = 'Payment not found.';
const NOT_YOURS = 'Only the browser that started this payment may answer it. Start the payment again from the store.';

/**
 * The sandbox's hosted page and its buttons: opened by the browser, so no merchant token; the page's
 * key (a cookie the start call set) is what lets the caller in. A missing payment stays a 404.
 */
async function sandboxPageRoutes(
  app: FastifyInstance,
  { payments, sandbox }: { payments: PaymentsService; sandbox: SandboxProvider },
) {
  // The buttons post empty forms; their body means nothing.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  const p = app.withTypeProvider<ZodTypeProvider>();
  const route = { config: { public: true }, schema: { hide: true, params: SandboxParams } } as const;

  /** The payment, when it exists and the caller holds its key; otherwise the refusal is sent. */
  async function owned(req: { params: { id: string }; headers: { cookie?: string | undefined } }, reply: FastifyReply) {
    const payment = await sandbox.find(req.params.id);
    if (!payment) {
      await reply.code(404).type('text/plain').send(NOT_FOUND);
      return undefined;
    }
    if (!ownsPage(payment.ownerKeyHash, req.headers.cookie)) {
      await reply.code(403).type('text/plain').header('cache-control', 'no-store').send(NOT_YOURS);
      return undefined;
    }
    return payment;
  }

  p.get('/api/payments/sandbox/:id', route, async (req, reply) => {
    const payment = await owned(req, reply);
    if (!payment) return reply;
    return reply
      .header('content-security-policy', SANDBOX_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage(payment));
  });
  for (const choice of ['pay', 'fail'] as const) {
    p.post(`/api/payments/sandbox/:id/${choice}`, route, async (req, reply) => {
      if (!(await owned(req, reply))) return reply;
      const payment = await sandbox.decide(req.params.id, choice);
      if (!payment) return reply.code(404).type('text/plain').send(NOT_FOUND);
      await payments.sandboxDecided(payment.id);
      // A QR Ph code has no way back (the customer's app paid it): the page itself shows the outcome.
      const back = payment.status === 'failed' ? payment.failedUrl : payment.successUrl;
      return reply.redirect(back || sandboxPagePath(payment.id), 303);
    });
  }
}
