/**
 * Production has no sandbox payment provider (ADR 0010): a method whose provider is not configured is
 * refused at import and at start-up (naming the setting), the sandbox's page is not served, and an
 * order placed with such a method (a merchant stored before the keys were removed) cannot start a
 * payment — on PGlite or PostgreSQL (TEST_DATABASE_URL).
 */

import { PAYMENT_MESSAGES } from '@storefront/contracts/payment';
import { PAYMENT_METHOD_CODES } from '@storefront/domain/payment-methods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unconfiguredPaymentsRefusal } from '../src/flows/check-payment-providers';
import { ImportError, importMerchant } from '../src/flows/import-merchant';
import { createPaymentsService, type PaymentsConfig } from '../src/modules/payments/service';
import { merchantConfig } from './factories';
import { svgFiles, type TestApp, testApp } from './helpers';
import { loadPayShop, PAYNAMICS, type Shopper, shopperOf, stored } from './support/payments-shop';

const PRODUCTION: PaymentsConfig = { sandbox: false, paynamics: PAYNAMICS };
const PAYMONGO_SETTING = 'PAYMONGO_SECRET_KEY (with PAYMONGO_PUBLIC_KEY and PAYMONGO_WEBHOOK_SECRET)';
const PAYNAMICS_SETTING = 'PAYNAMICS_GATEWAY_URL (with PAYNAMICS_MERCHANT_ID and PAYNAMICS_MERCHANT_KEY)';
const XENDIT_SETTING = 'XENDIT_SECRET_KEY (with XENDIT_PUBLIC_KEY and XENDIT_CALLBACK_TOKEN)';

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ payments: PRODUCTION });
});
afterAll(() => t.close());

/** A payments service on the same database with other settings (development, or PayMongo configured). */
const paymentsWith = (config: PaymentsConfig) =>
  createPaymentsService({ db: t.database.db, orders: t.services.orders, config });

describe('which methods have no provider', () => {
  it('names the missing setting per method, only without the sandbox', () => {
    expect(t.services.payments.unconfiguredMethods(PAYMENT_METHOD_CODES)).toEqual([
      { method: 'CC_PAYMONGO', setting: PAYMONGO_SETTING },
      { method: 'GCASH_PAYMONGO', setting: PAYMONGO_SETTING },
      { method: 'GRAB_PAY_PAYMONGO', setting: PAYMONGO_SETTING },
      { method: 'PAYMAYA_PAYMONGO', setting: PAYMONGO_SETTING },
      { method: 'CC_PAYNAMICS', setting: PAYNAMICS_SETTING },
      { method: 'GCASH_PAYNAMICS', setting: PAYNAMICS_SETTING },
      { method: 'CC_XENDIT', setting: XENDIT_SETTING },
      { method: 'GCASH_XENDIT', setting: XENDIT_SETTING },
      { method: 'GRAB_PAY_XENDIT', setting: XENDIT_SETTING },
      { method: 'PAYMAYA_XENDIT', setting: XENDIT_SETTING },
      { method: 'SHOPEEPAY_XENDIT', setting: XENDIT_SETTING },
      { method: 'QRPH_XENDIT', setting: XENDIT_SETTING },
      { method: 'UNIONBANK_XENDIT', setting: XENDIT_SETTING },
    ]);
    const paymongo = { secretKey: 'sk', publicKey: 'pk', webhookSecret: 'wh', apiUrl: 'http://127.0.0.1:1' };
    expect(paymentsWith({ ...PRODUCTION, paymongo }).unconfiguredMethods(PAYMENT_METHOD_CODES)).toEqual([
      { method: 'CC_PAYNAMICS', setting: PAYNAMICS_SETTING },
      { method: 'GCASH_PAYNAMICS', setting: PAYNAMICS_SETTING },
      { method: 'CC_XENDIT', setting: XENDIT_SETTING },
      { method: 'GCASH_XENDIT', setting: XENDIT_SETTING },
      { method: 'GRAB_PAY_XENDIT', setting: XENDIT_SETTING },
      { method: 'PAYMAYA_XENDIT', setting: XENDIT_SETTING },
      { method: 'SHOPEEPAY_XENDIT', setting: XENDIT_SETTING },
      { method: 'QRPH_XENDIT', setting: XENDIT_SETTING },
      { method: 'UNIONBANK_XENDIT', setting: XENDIT_SETTING },
    ]);
    const xendit = {
      secretKey: 'xnd',
      publicKey: 'xnd_public',
      callbackToken: 'cb',
      apiUrl: 'http://127.0.0.1:1',
      jsUrl: 'http://127.0.0.1:1/x.js',
    };
    expect(
      paymentsWith({ ...PRODUCTION, xendit })
        .unconfiguredMethods(PAYMENT_METHOD_CODES)
        .map((m) => m.method),
    ).not.toContain('QRPH_XENDIT');
    expect(paymentsWith({ ...PRODUCTION, sandbox: true }).unconfiguredMethods(PAYMENT_METHOD_CODES)).toEqual([]);
  });
});

describe('importing a merchant', () => {
  it('is refused, all or nothing, while it offers a method without its provider', async () => {
    const config = merchantConfig({
      subdomain: 'cardshop',
      store_details: { payment_methods: ['COD', 'CC_PAYMONGO', 'DEPOSIT_SLIP', 'GCASH_PAYNAMICS'] } as never,
    });
    const refused = await importMerchant(t.services, config, svgFiles).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImportError);
    expect((refused as ImportError).problems).toEqual([
      `store_details.payment_methods[1]: CC_PAYMONGO cannot be paid without its provider (production has no sandbox); set ${PAYMONGO_SETTING}`,
      `store_details.payment_methods[3]: GCASH_PAYNAMICS cannot be paid without its provider (production has no sandbox); set ${PAYNAMICS_SETTING}`,
    ]);
    expect(await t.services.merchants.findBySubdomain('cardshop')).toBeNull();
  });

  it('is taken when it offers cash and deposit slips only', async () => {
    const config = merchantConfig({ subdomain: 'cashshop', store_details: { payment_methods: ['COD'] } as never });
    expect((await importMerchant(t.services, config, svgFiles)).subdomain).toBe('cashshop');
  });
});

describe('a merchant stored before its provider was unconfigured', () => {
  let ana: Shopper;

  beforeAll(async () => {
    // Imported in development, when the sandbox still stood in for PayMongo and Paynamics.
    const development = { ...t.services, payments: paymentsWith({ ...PRODUCTION, sandbox: true }) };
    ana = shopperOf(t, await loadPayShop(t, development));
  });

  it('keeps the server from starting, naming merchant, method and setting', async () => {
    const refusal = await unconfiguredPaymentsRefusal(t.services);
    expect(refusal).toContain('In production every payment method a merchant offers needs its provider');
    expect(refusal).toContain(`merchant payshop offers CC_PAYMONGO: set ${PAYMONGO_SETTING}`);
    expect(refusal).toContain(`merchant payshop offers GCASH_PAYNAMICS: set ${PAYNAMICS_SETTING}`);
    expect(refusal).not.toContain('cashshop');
    expect(refusal).not.toContain('COD');
    // With the sandbox (development) nothing stops it.
    const development = { ...t.services, payments: paymentsWith({ ...PRODUCTION, sandbox: true }) };
    expect(await unconfiguredPaymentsRefusal(development)).toBeUndefined();
  });

  it('refuses to start a payment rather than sending it to a sandbox', async () => {
    const card = await ana.order('CC_PAYMONGO');
    const refused = await ana.card({ order_uuid: card });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payment_method).toEqual([PAYMENT_MESSAGES.providerUnavailable]);
    expect((await ana.summary(card)).json().data).toMatchObject({
      provider: null,
      can_pay: false,
      reason: PAYMENT_MESSAGES.providerUnavailable,
    });
    const gcash = await ana.order('GCASH_PAYNAMICS');
    expect((await ana.paynamics(gcash, true)).statusCode).toBe(422);
    for (const uuid of [card, gcash]) expect((await stored(t, uuid)).attempts).toHaveLength(0);
  });

  it('does not serve the sandbox page or its buttons', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/payments/sandbox/:id' })).toBe(false);
    for (const choice of ['pay', 'fail'])
      expect(t.app.hasRoute({ method: 'POST', url: `/api/payments/sandbox/:id/${choice}` })).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/pi_sbx_${'0'.repeat(24)}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Payment not found.');
  });
});
