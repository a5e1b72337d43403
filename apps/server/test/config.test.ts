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
