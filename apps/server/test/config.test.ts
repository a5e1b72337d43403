/** The operator key and the proxy trust come from the environment through loadConfig, like every setting. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('the operator key and the proxy settings', () => {
  it('reads ADMIN_KEY, and leaves it to the server (a random key per start) when unset or empty', () => {
    expect(loadConfig({ ADMIN_KEY: 'set-by-the-operator' }).adminKey).toBe('set-by-the-operator');
    expect(loadConfig({}).adminKey).toBeUndefined();
    expect(loadConfig({ ADMIN_KEY: '' }).adminKey).toBeUndefined();
  });

  it('trusts a proxy in front only for TRUST_PROXY=true', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(false);
  });
});

describe('the SC/PWD ID photo retention', () => {
  it('keeps photos 30 days after validation unless SC_PWD_IMAGE_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).specialDiscountImageRetentionDays).toBe(30);
    expect(loadConfig({ SC_PWD_IMAGE_RETENTION_DAYS: '' }).specialDiscountImageRetentionDays).toBe(30);
    expect(loadConfig({ SC_PWD_IMAGE_RETENTION_DAYS: '90' }).specialDiscountImageRetentionDays).toBe(90);
    expect(loadConfig({ SC_PWD_IMAGE_RETENTION_DAYS: '1' }).specialDiscountImageRetentionDays).toBe(1);
    expect(loadConfig({ SC_PWD_IMAGE_RETENTION_DAYS: '3650' }).specialDiscountImageRetentionDays).toBe(3650);
  });

  it('refuses a retention that is not a whole number of days from 1 to 3650', () => {
    for (const value of ['0', '-5', '3651', '1.5', 'thirty'])
      expect(() => loadConfig({ SC_PWD_IMAGE_RETENTION_DAYS: value }), value).toThrow('SC_PWD_IMAGE_RETENTION_DAYS');
  });
});

describe('the Xendit settings', () => {
  it('turns Xendit on with all three keys, pointing at Xendit unless told otherwise', () => {
    const { payments } = loadConfig({
      XENDIT_SECRET_KEY: 'xnd_development_secret',
      XENDIT_PUBLIC_KEY: 'xnd_public_development_key',
      XENDIT_CALLBACK_TOKEN: 'callback-token',
    });
    expect(payments.xendit).toEqual({
      secretKey: 'xnd_development_secret',
      publicKey: 'xnd_public_development_key',
      callbackToken: 'callback-token',
      apiUrl: 'https://api.xendit.co',
      jsUrl: 'https://js.xendit.co/v1/xendit.min.js',
    });
    expect(loadConfig({}).payments.xendit).toBeUndefined();
  });

  it('refuses a secret key without the public key or the callback token', () => {
    const message = 'XENDIT_SECRET_KEY needs XENDIT_PUBLIC_KEY and XENDIT_CALLBACK_TOKEN too.';
    expect(() => loadConfig({ XENDIT_SECRET_KEY: 'xnd', XENDIT_PUBLIC_KEY: 'pub' })).toThrow(message);
    expect(() => loadConfig({ XENDIT_SECRET_KEY: 'xnd', XENDIT_CALLBACK_TOKEN: 'cb' })).toThrow(message);
  });
});
