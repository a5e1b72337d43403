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
