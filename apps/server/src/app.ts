/**
 * Builds the HTTP app. Start-up order is the reading order: infrastructure (validation, OpenAPI,
 * rate limits), then app plugins (errors, merchant scope), then modules, then the web client.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/routes';
import type { Database } from './db/client';
import { createCheckout } from './flows/checkout';
import { checkoutRoutes } from './flows/checkout-routes';
import {
  cartPointsTender,
  checkoutPointsSpender,
  orderPointsLedger,
  paidPointsReturner,
  rewardPromoCodes,
  surveyReward,
} from './flows/loyalty-ports';
import { createReorder } from './flows/reorder';
import { reorderRoutes } from './flows/reorder-routes';
import { cartWalletTender, checkoutWalletDebiter, paidWalletReturner } from './flows/wallet-ports';
import { memoryRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { branchRoutes } from './modules/branches/routes';
import { createBranchesService } from './modules/branches/service';
import { medPadalaRoutes } from './modules/cart/med-padala-routes';
import { payWithPointsRoutes } from './modules/cart/pay-with-points-routes';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { customerRoutes } from './modules/customers/routes';
import { createCustomersService } from './modules/customers/service';
import { discountRoutes } from './modules/discounts/routes';
import { createDiscountsService } from './modules/discounts/service';
import { specialDiscountCartRoutes } from './modules/discounts/special-discount-ids/cart-routes';
import { orderSpecialDiscountCopies } from './modules/discounts/special-discount-ids/order-copy';
import { createSpecialDiscountPricing } from './modules/discounts/special-discount-ids/pricing';
import { specialDiscountIdRoutes } from './modules/discounts/special-discount-ids/routes';
import { forgetCustomerIds } from './modules/discounts/special-discount-ids/service';
import type { Geocoder } from './modules/geocoding/geocoder';
import { geocodingRoutes } from './modules/geocoding/routes';
import { createGeocoder, createGeocodingService } from './modules/geocoding/service';
import { ecodeRoutes } from './modules/loyalty/ecodes/routes';
import { createEcodesService } from './modules/loyalty/ecodes/service';
import { createLoyaltyOperator } from './modules/loyalty/operator/service';
import { rewardRoutes } from './modules/loyalty/rewards/routes';
import { createRewardsService } from './modules/loyalty/rewards/service';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { createLoyaltyService } from './modules/loyalty/service';
import { merchantRoutes } from './modules/merchants/routes';
import { createMerchantsService } from './modules/merchants/service';
import type { MessageSender } from './modules/messages/message';
import { outboxRoutes } from './modules/messages/routes';
import type { OrderRefunds } from './modules/orders/refunds';
import { orderRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import { depositSlipRoutes } from './modules/payments/deposit-slips/routes';
import type { RefundsService } from './modules/payments/refunds/service';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentsService, type PaymentsConfig } from './modules/payments/service';
import { walletRoutes } from './modules/wallets/routes';
import { createWalletsService } from './modules/wallets/service';
import { customerAuth } from './plugins/customer-auth';
import { errorHandler } from './plugins/error-handler';
import { merchantScope } from './plugins/merchant-scope';
import { openapi } from './plugins/openapi';
import { adminKeyCheck } from './plugins/operator-auth';
import { securityHeaders } from './plugins/security-headers';
import { spa } from './plugins/spa';
import { unsafeText } from './plugins/unsafe-text';

export type AppOptions = {
  database: Database;
  webDist: string;
  /** Enables the operator calls; absent means they are not served. */
  adminKey?: string | undefined;
  /** Production caches the built client's index.html; development re-reads it. */
  production?: boolean;
  /** Where one-time codes go (outbox, SMTP, SMS gateway: modules/messages). */
  messages: MessageSender;
  /** Counts attempts at anything guessable; in-process unless given (Redis with REDIS_URL). */
  limiter?: RateLimiter;
  /** Serve the development outbox page (/dev/outbox); never in production. */
  devRoutes?: boolean;
  /** How long catalogue listings are served from memory (default 5 s; 0 for measuring uncached pages). */
  catalogCacheMs?: number | undefined;
  /** Trust X-Forwarded-For from a proxy in front (client addresses feed the rate limits). */
  trustProxy?: boolean;
  /** Address search and reverse look-ups (modules/geocoding); the offline gazetteer unless given. */
  geocoder?: Geocoder;
  /** Map tiles for the 'Pin Exact Location' map ({z}/{x}/{y} URL template) and their credit; none by default. */
  map?: { tileUrl: string; attribution: string } | undefined;
  /** Card and e-wallet providers (modules/payments): the sandbox (development) unless a provider is configured. */
  payments?: PaymentsConfig | undefined;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
};

export function createServices(
  database: Database,
  options: {
    messages?: MessageSender;
    limiter?: RateLimiter;
    geocoder?: Geocoder | undefined;
    now?: (() => Date) | undefined;
    payments?: PaymentsConfig | undefined;
    /** How long catalogue listings are served from memory (default 5 s). */
    catalogCacheMs?: number | undefined;
  } = {},
) {
  const db = database.db;
  const { now } = options;
  const merchants = createMerchantsService(db);
  const branches = createBranchesService(db, { imports: merchants.imports, now });
  const catalog = createCatalogService(db, branches, {
    imports: merchants.imports,
    now,
    listingCacheMs: options.catalogCacheMs,
  });
  const messages = options.messages ?? refuseMessages;
  const limiter = options.limiter ?? memoryRateLimiter();
  const loyalty = createLoyaltyService({ db });
  // The medicine wallet's PINs are throttled with the same limiter as the account PIN's.
  const wallets = createWalletsService({ db, limiter, now });
  // A deactivated account keeps no SC/PWD ID or photo behind; the survey unlocks its U-COINs.
  const customers = createCustomersService({
    db,
    messages,
    limiter,
    now,
    forgetOnDeactivation: forgetCustomerIds,
    rewardSurvey: surveyReward(loyalty),
  });
  const geocoding = createGeocodingService({ geocoder: options.geocoder ?? createGeocoder(undefined), limiter });
  const discounts = createDiscountsService({ db, limiter, now });
  // A discount reward issues its promo code through discounts, in the redeem's transaction.
  const rewards = createRewardsService({ db, loyalty, issuePromoCode: rewardPromoCodes(discounts), now });
  // The SC/PWD discount: the customer's IDs and the merchant's policy (its file, cached with the merchant).
  const specialDiscounts = createSpecialDiscountPricing({
    db,
    settingsOf: async (merchantId) =>
      (await merchants.findById(merchantId))?.profile.store_details.special_discount ?? [],
    categoryIdsOf: (merchantId) => catalog.categoryIdsByKey(merchantId),
  });
  // Refunds live in payments, which is built on orders: the orders' port reaches them once both exist
  // (a cancel of paid parts owes the money back; the order screens show where it stands; ADR 0028).
  let paymentsRefunds: RefundsService | undefined;
  const refundsPort = (): RefundsService => {
    if (!paymentsRefunds) throw new Error('refunds are not wired yet');
    return paymentsRefunds;
  };
  const orderRefunds: OrderRefunds = {
    oweForRelease: (tx, q) => refundsPort().oweForRelease(tx, q),
    submitFor: (orderId) => refundsPort().submitFor(orderId),
    refundsOf: (orderId) => refundsPort().refundsOf(orderId),
    operatorRefundsOf: (orderId) => refundsPort().operatorRefundsOf(orderId),
  };
  // A released order gives its promo code use back; the IDs an order was placed with are copied onto it;
  // a completed order earns points; a cancel of paid parts owes their money back.
  const orders = createOrdersService(db, {
    now,
    catalog,
    schedules: branches,
    discounts,
    limiter,
    idCopies: orderSpecialDiscountCopies,
    points: orderPointsLedger(loyalty),
    paidPoints: paidPointsReturner(loyalty),
    paidWallet: paidWalletReturner(wallets),
    refunds: orderRefunds,
  });
  // Scheduled capacity is counted from the orders placed; a saved promo code and a special discount are
  // priced by discounts; points on the cart read the ledger's balance.
  const cart = createCartService({
    db,
    catalog,
    branches,
    now,
    countScheduledOrders: orders.countScheduledOrders,
    priceVoucher: discounts.priceOnCart,
    specialDiscounts,
    points: cartPointsTender(loyalty, merchants),
    wallet: cartWalletTender(wallets, merchants),
  });
  const checkout = createCheckout({
    db,
    cart,
    catalog,
    branches,
    orders,
    discounts,
    specialDiscountIds: orderSpecialDiscountCopies,
    spendPoints: checkoutPointsSpender(loyalty),
    debitWallet: checkoutWalletDebiter(wallets),
    now,
  });
  // 'Order again' puts an order's lines back through the cart's rules (ADR 0032).
  const reorder = createReorder({ db, cart });
  const payments = createPaymentsService({ db, orders, config: options.payments ?? SANDBOX_PAYMENTS, now });
  paymentsRefunds = payments.refunds;
  // Printed e-codes earn through the ledger; the operator's loyalty tools find customers through their service.
  const ecodes = createEcodesService({ db, loyalty, limiter, now });
  const loyaltyOperator = createLoyaltyOperator({ db, merchants, customers, loyalty, ecodes, wallets, now });
  return {
    db,
    limiter,
    merchants,
    branches,
    catalog,
    customers,
    cart,
    discounts,
    specialDiscounts,
    geocoding,
    orders,
    checkout,
    reorder,
    payments,
    loyalty,
    rewards,
    ecodes,
    loyaltyOperator,
    wallets,
  };
}

/**
 * No PayMongo keys, and Paynamics notifications refused (no merchant key): the sandbox takes every
 * payment. For tests and tools given no settings; the server passes loadConfig's (no sandbox in production).
 */
const SANDBOX_PAYMENTS: PaymentsConfig = { sandbox: true, paynamics: { merchantId: 'SANDBOX', merchantKey: '' } };

/** For tools that never send codes (the import command). */
const refuseMessages: MessageSender = {
  send: () => Promise.reject(new Error('this process sends no messages')),
};

export type Services = ReturnType<typeof createServices>;

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Ids of requests show up in every log line of that request.
    requestIdHeader: 'x-request-id',
  });
  const services = createServices(options.database, options);

  // 1. Infrastructure
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(openapi);

  // 2. App plugins
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(unsafeText);
  await app.register(merchantScope, { merchants: services.merchants });
  await app.register(customerAuth, { customers: services.customers });

  // 3. Modules, and the flows that cross them
  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  await app.register(merchantRoutes, services);
  await app.register(branchRoutes, services);
  await app.register(catalogRoutes, services);
  await app.register(customerRoutes, services);
  await app.register(geocodingRoutes, services);
  await app.register(cartRoutes, services);
  await app.register(payWithPointsRoutes, services);
  await app.register(medPadalaRoutes, services);
  await app.register(walletRoutes, services);
  await app.register(discountRoutes, services);
  await app.register(specialDiscountCartRoutes, services);
  // Checkout crosses modules (cart → pricing → order): its route sits beside its flow.
  await app.register(checkoutRoutes, services);
  await app.register(orderRoutes, { ...services, adminKey: options.adminKey });
  await app.register(reorderRoutes, services);
  await app.register(paymentRoutes, services);
  await app.register(loyaltyRoutes, services);
  await app.register(rewardRoutes, services);
  await app.register(ecodeRoutes, services);
  // One check of the admin key for every operator call, throttling wrong keys per address.
  const checkAdminKey = options.adminKey ? adminKeyCheck(options.adminKey, services.limiter) : undefined;
  await app.register(depositSlipRoutes, { ...services, adminKey: options.adminKey, checkAdminKey, now: options.now });
  await app.register(specialDiscountIdRoutes, {
    ...services,
    adminKey: options.adminKey,
    checkAdminKey,
    now: options.now,
  });
  if (options.devRoutes) await app.register(outboxRoutes, services);
  if (checkAdminKey) await app.register(adminRoutes, { ...services, checkAdminKey, now: options.now });

  // 4. The web client, last: it answers every path nothing else did.
  await app.register(spa, {
    webDist: options.webDist,
    merchants: services.merchants,
    branches: services.branches,
    catalog: services.catalog,
    production: options.production,
    map: options.map,
    paymongoApiUrl: options.payments?.paymongo?.apiUrl,
    xendit: options.payments?.xendit && {
      apiUrl: options.payments.xendit.apiUrl,
      jsUrl: options.payments.xendit.jsUrl,
    },
  });

  // Not the instance itself: a Fastify instance is thenable, and an async function would await it.
  return { app, services };
}

export type App = Awaited<ReturnType<typeof buildApp>>['app'];
