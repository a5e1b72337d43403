import type { Cart } from '@storefront/contracts/cart';
import { EMPTY_CART } from '@storefront/contracts/empty-cart';
import { describe, expect, it } from 'vitest';
import { defaultMethod, methodOptions, needsAddress, needsBilling, nextPath } from './checkout-view';

describe('methodOptions', () => {
  it("labels the merchant's methods and disables those outside their range with the reason", () => {
    const options = methodOptions(['COD', 'GCASH_PAYMONGO', 'DEPOSIT_SLIP'], 99.99, true);
    expect(options).toEqual([
      { code: 'COD', label: 'Cash on Delivery', provider: null, disabledReason: null },
      {
        code: 'GCASH_PAYMONGO',
        label: 'GCash',
        provider: null,
        disabledReason: 'Available for orders of at least PHP 100.00.',
      },
      { code: 'DEPOSIT_SLIP', label: 'Bank Deposit', provider: null, disabledReason: null },
    ]);
    expect(methodOptions(['GCASH_PAYMONGO'], 100, true)[0]?.disabledReason).toBeNull();
    expect(methodOptions(['CC_PAYMONGO'], 50_000.01, true)[0]?.disabledReason).toBe(
      'Available for orders of up to PHP 50,000.00.',
    );
  });

  it('names the provider only of methods that share a label, and keeps the label as the spec has it', () => {
    const options = methodOptions(['CC_PAYMONGO', 'CC_PAYNAMICS', 'GCASH_PAYNAMICS', 'COD'], 500, true);
    expect(options.map(({ code, label, provider }) => ({ code, label, provider }))).toEqual([
      { code: 'CC_PAYMONGO', label: 'Local Debit/Credit Cards', provider: 'PayMongo' },
      { code: 'CC_PAYNAMICS', label: 'Local Debit/Credit Cards', provider: 'Paynamics' },
      { code: 'GCASH_PAYNAMICS', label: 'GCash', provider: null },
      { code: 'COD', label: 'Cash on Delivery', provider: null },
    ]);
    const ushop = methodOptions(['GCASH_PAYNAMICS', 'CC_XENDIT', 'GCASH_XENDIT', 'QRPH_XENDIT'], 500, true);
    expect(ushop.map((o) => o.provider)).toEqual(['Paynamics', null, 'Xendit', null]);
    // A disabled method keeps its provider line beside the reason.
    expect(methodOptions(['CC_PAYMONGO', 'CC_XENDIT'], 50, true)[0]).toEqual({
      code: 'CC_PAYMONGO',
      label: 'Local Debit/Credit Cards',
      provider: 'PayMongo',
      disabledReason: 'Available for orders of at least PHP 100.00.',
    });
  });

  it('asks guests to sign in for a bank deposit', () => {
    expect(methodOptions(['DEPOSIT_SLIP'], 500, false)[0]?.disabledReason).toBe('Sign in to pay by bank deposit.');
  });

  it('picks the first method that can take the order', () => {
    expect(defaultMethod(methodOptions(['GCASH_PAYMONGO', 'COD'], 50, true))).toBe('COD');
    expect(defaultMethod(methodOptions(['GCASH_PAYMONGO'], 50, true))).toBeNull();
  });
});

describe('what the order needs', () => {
  const cart = (types: string[]) =>
    ({ ...EMPTY_CART, list: types.map((delivery_type) => ({ delivery_type })) }) as unknown as Cart;

  it('needs an address when any branch delivers', () => {
    expect(needsAddress(cart(['pickup_now', 'scheduled_delivery']))).toBe(true);
    expect(needsAddress(cart(['pickup_now', 'scheduled_pickup']))).toBe(false);
  });

  it('asks billing details for cards only', () => {
    expect(needsBilling('CC_PAYMONGO')).toBe(true);
    expect(needsBilling('GCASH_PAYMONGO')).toBe(false);
    expect(needsBilling('COD')).toBe(false);
    expect(needsBilling(null)).toBe(false);
  });
});

describe('nextPath', () => {
  const placed = (payment_method: string) => ({
    order_uuid: 'o-1',
    customer_uuid: '-',
    payment_method,
    payment_status: 'pending' as const,
    total: 150,
    sub_orders: [],
  });

  it('sends provider methods to their payment screen and the rest to the order', () => {
    expect(nextPath('kainan', placed('CC_PAYMONGO'))).toBe('/kainan/checkout/card/details/?order=o-1');
    expect(nextPath('kainan', placed('GRAB_PAY_PAYMONGO'))).toBe('/kainan/checkout/grab_pay/details/?order=o-1');
    expect(nextPath('kainan', placed('COD'))).toBe('/kainan/orders/o-1');
    expect(nextPath('kainan', placed('DEPOSIT_SLIP'))).toBe('/kainan/orders/o-1');
  });

  it('sends an online payment with a Senior Citizen / PWD discount to the order, to wait for the ID check', () => {
    expect(nextPath('botika', placed('GCASH_PAYMONGO'), { withSpecialDiscount: true })).toBe('/botika/orders/o-1');
    expect(nextPath('botika', placed('COD'), { withSpecialDiscount: true })).toBe('/botika/orders/o-1');
    expect(nextPath('botika', placed('GCASH_PAYMONGO'), { withSpecialDiscount: false })).toBe(
      '/botika/checkout/gcash/details/?order=o-1',
    );
  });
});
