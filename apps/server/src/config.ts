/** Settings come from the environment; each has a default that works on a laptop. */
import path from 'node:path';
import { z } from 'zod';
import type { PaymongoConfig } from './modules/payments/providers/paymongo-provider';
import type { XenditConfig } from './modules/payments/providers/xendit-provider';
import type { PaymentsConfig } from './modules/payments/service';
import { REPO_ROOT } from './paths';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Server processes on this machine; more than one needs DATABASE_URL (cluster.ts). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built SPA lives; the server serves it with history fallback. */
  WEB_DIST: z.string().optional(),
  /** Folder of demo merchants loaded on first start (each `<folder>/merchant.json`). */
  MERCHANTS_DIR: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  /** The operators' secret (X-Admin-Key), from which invoice and slip links' keys derive; random per start when unset. */
  ADMIN_KEY: z.string().optional(),
  /** 'true' behind a proxy that sets X-Forwarded-For: client addresses (rate limits) are read from it. */
  TRUST_PROXY: z.string().optional(),
  /** How customer e-mail (one-time codes) leaves: kept in the outbox (read at /dev/outbox) or sent over SMTP. */
  MESSAGES_EMAIL: z.enum(['outbox', 'smtp']).default('outbox'),
  /** How customer SMS leaves: kept in the outbox or sent through an HTTP SMS gateway (Semaphore's API). */
  MESSAGES_SMS: z.enum(['outbox', 'http']).default('outbox'),
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//i.test(v), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Storefront <no-reply@storefront.local>'),
  SMS_GATEWAY_URL: z.string().url().default('https://api.semaphore.co'),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** The sender name registered with the gateway; SMS sender ids are at most 11 letters and digits. */
  SMS_SENDER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'SMS_SENDER_NAME is 1 to 11 letters, digits or spaces')
    .optional(),
  /** A Nominatim-compatible geocoder for the address search (e.g. https://nominatim.openstreetmap.org); the offline gazetteer when unset. */
  GEOCODER_URL: z.string().url().optional(),
  /** Map tiles for 'Pin Exact Location', e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; a map without tiles when unset. */
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) => /^https?:\/\/|^\//.test(v) && v.includes('{z}'),
      'MAP_TILE_URL is an http(s) URL with {z}, {x} and {y}',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  /** PayMongo takes card and e-wallet payments when its secret key is set; the built-in sandbox otherwise (development only). */
  PAYMONGO_SECRET_KEY: z.string().optional(),
  PAYMONGO_PUBLIC_KEY: z.string().optional(),
  /** The secret of the webhook registered at PayMongo for /api/payments/v1/paymongo/webhook. */
  PAYMONGO_WEBHOOK_SECRET: z.string().optional(),
  PAYMONGO_API_URL: z.string().url().default('https://api.paymongo.com'),
  /**
   * Xendit takes *_XENDIT methods when its secret key is set (with the public key for xendit.js' card
   * tokens and the callback verification token); the built-in sandbox otherwise (development only).
   */
  XENDIT_SECRET_KEY: z.string().optional(),
  XENDIT_PUBLIC_KEY: z.string().optional(),
  /** The verification token Xendit sends as x-callback-token on /api/payments/v1/xendit/callback. */
  XENDIT_CALLBACK_TOKEN: z.string().optional(),
  XENDIT_API_URL: z.string().url().default('https://api.xendit.co'),
  /** Xendit's browser library for card tokens (its origin is added to the CSP of merchants offering CC_XENDIT). */
  XENDIT_JS_URL: z.string().url().default('https://js.xendit.co/v1/xendit.min.js'),
  /** Paynamics notifications are verified with the merchant key; without one they are refused. */
  PAYNAMICS_MERCHANT_ID: z.string().default('SANDBOX'),
  PAYNAMICS_MERCHANT_KEY: z.string().optional(),
  /** Setting it sends Paynamics methods to Paynamics (test: https://testpti.payserv.net/webpaymentv2/default.aspx); else the sandbox page (development only). */
  PAYNAMICS_GATEWAY_URL: z.string().url().optional(),
  /** Paynamics' SOAP status query service. */
  PAYNAMICS_QUERY_URL: z.string().url().default('https://testpti.payserv.net/pnxquery/queryservice.asmx'),
  /** Our public origin (https://shop.example.com) for Paynamics' notifications; the customer's origin when unset. */
  PAYNAMICS_NOTIFICATION_BASE: z
    .string()
    .url()
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** Our server's public address, which Paynamics' request names (ip_address). */
  PAYNAMICS_SERVER_IP: z.string().max(45).optional(),
  /** Days a Senior Citizen / PWD ID photo on an order is kept after the discount is validated (issue 17). */
  SC_PWD_IMAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Seconds a catalogue listing (products pages) is served from memory; 0 measures every page uncached (bench/scale.mjs). */
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
});

/** Where customer messages go (DESIGN §5); the outbox unless configured otherwise. */
export type MessagesConfig = {
  email: { transport: 'outbox' } | { transport: 'smtp'; url: string; from: string };
  sms: { transport: 'outbox' } | { transport: 'http'; url: string; token: string; senderName: string | undefined };
};

export type Config = {
  port: number;
  workers: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  webDist: string;
  merchantsDir: string;
  production: boolean;
  /** Undefined: the server makes a random one at start (kept in the data directory's lock for the commands). */
  adminKey: string | undefined;
  /** Trust X-Forwarded-For from a proxy in front. */
  trustProxy: boolean;
  messages: MessagesConfig;
  /** The address search's geocoder; undefined means the offline gazetteer. */
  geocoderUrl: string | undefined;
  map: { tileUrl: string; attribution: string } | undefined;
  payments: PaymentsConfig;
  /** Days after validation an order's SC/PWD ID photo is dropped (the purge job, modules/discounts/purge-id-images.ts). */
  specialDiscountImageRetentionDays: number;
  /** How long catalogue listings are served from memory (0: not at all). */
  catalogCacheMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (DATABASE_URL= turns PostgreSQL off).
  const e = Env.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  return {
    port: e.PORT,
    workers: e.WEB_CONCURRENCY,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    merchantsDir: path.resolve(e.MERCHANTS_DIR ?? path.join(REPO_ROOT, 'merchants')),
    production: e.NODE_ENV === 'production',
    adminKey: e.ADMIN_KEY,
    trustProxy: e.TRUST_PROXY === 'true',
    messages: messagesConfig(e),
    geocoderUrl: e.GEOCODER_URL,
    map: e.MAP_TILE_URL ? { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION } : undefined,
    payments: paymentsConfig(e),
    specialDiscountImageRetentionDays: e.SC_PWD_IMAGE_RETENTION_DAYS,
    catalogCacheMs: e.CATALOG_CACHE_SECONDS * 1000,
  };
}

/**
 * PayMongo needs all three keys: a secret key alone could take payments whose webhooks it cannot verify
 * (Xendit likewise, below).
 * Paynamics' gateway likewise needs its merchant id and key (it signs with them).
 */
function paymentsConfig(e: z.infer<typeof Env>): PaymentsConfig {
  if (e.PAYNAMICS_GATEWAY_URL && (!e.PAYNAMICS_MERCHANT_KEY || e.PAYNAMICS_MERCHANT_ID === 'SANDBOX'))
    throw new Error('PAYNAMICS_GATEWAY_URL needs PAYNAMICS_MERCHANT_ID and PAYNAMICS_MERCHANT_KEY too.');
  const paynamics = {
    merchantId: e.PAYNAMICS_MERCHANT_ID,
    merchantKey: e.PAYNAMICS_MERCHANT_KEY ?? '',
    gatewayUrl: e.PAYNAMICS_GATEWAY_URL,
    queryUrl: e.PAYNAMICS_QUERY_URL,
    notificationBase: e.PAYNAMICS_NOTIFICATION_BASE,
    serverIp: e.PAYNAMICS_SERVER_IP,
  };
  // The sandbox stands in for unconfigured providers in development only: it never serves real customers.
  const sandbox = e.NODE_ENV !== 'production';
  return { sandbox, paynamics, paymongo: paymongoConfig(e), xendit: xenditConfig(e) };
}

function paymongoConfig(e: z.infer<typeof Env>): PaymongoConfig | undefined {
  if (!e.PAYMONGO_SECRET_KEY) return undefined;
  if (!e.PAYMONGO_PUBLIC_KEY || !e.PAYMONGO_WEBHOOK_SECRET)
    throw new Error('PAYMONGO_SECRET_KEY needs PAYMONGO_PUBLIC_KEY and PAYMONGO_WEBHOOK_SECRET too.');
  return {
    secretKey: e.PAYMONGO_SECRET_KEY,
    publicKey: e.PAYMONGO_PUBLIC_KEY,
    webhookSecret: e.PAYMONGO_WEBHOOK_SECRET,
    apiUrl: e.PAYMONGO_API_URL,
  };
}

/** Xendit likewise: a secret key without the callback token would take payments whose callbacks it cannot verify. */
function xenditConfig(e: z.infer<typeof Env>): XenditConfig | undefined {
  if (!e.XENDIT_SECRET_KEY) return undefined;
  if (!e.XENDIT_PUBLIC_KEY || !e.XENDIT_CALLBACK_TOKEN)
    throw new Error('XENDIT_SECRET_KEY needs XENDIT_PUBLIC_KEY and XENDIT_CALLBACK_TOKEN too.');
  return {
    secretKey: e.XENDIT_SECRET_KEY,
    publicKey: e.XENDIT_PUBLIC_KEY,
    callbackToken: e.XENDIT_CALLBACK_TOKEN,
    apiUrl: e.XENDIT_API_URL,
    jsUrl: e.XENDIT_JS_URL,
  };
}

/** A real transport without its address or key is a mistake to refuse at start, not at the first code sent. */
function messagesConfig(e: z.infer<typeof Env>): MessagesConfig {
  if (e.MESSAGES_EMAIL === 'smtp' && !e.SMTP_URL) throw new Error('MESSAGES_EMAIL=smtp needs SMTP_URL.');
  if (e.MESSAGES_SMS === 'http' && !e.SMS_GATEWAY_TOKEN) throw new Error('MESSAGES_SMS=http needs SMS_GATEWAY_TOKEN.');
  return {
    email:
      e.MESSAGES_EMAIL === 'smtp' && e.SMTP_URL
        ? { transport: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
        : { transport: 'outbox' },
    sms:
      e.MESSAGES_SMS === 'http' && e.SMS_GATEWAY_TOKEN
        ? { transport: 'http', url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN, senderName: e.SMS_SENDER_NAME }
        : { transport: 'outbox' },
  };
}
