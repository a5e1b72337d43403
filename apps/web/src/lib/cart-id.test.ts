import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCartId, saveCartId } from './cart-id';

/** The cookie strings the code writes, on a page served over `protocol`. */
function pageOver(protocol: 'http:' | 'https:') {
  const writes: string[] = [];
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      writes.push(value);
    },
  });
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('the cart_uuid cookie', () => {
  it('is Secure when the page came over HTTPS', () => {
    const writes = pageOver('https:');
    saveCartId('7f0c1c8e-3b7a-4a53-9d55-1b1c5a9f1e10');
    clearCartId();
    expect(writes).toEqual([
      'cart_uuid=7f0c1c8e-3b7a-4a53-9d55-1b1c5a9f1e10; Max-Age=172800; Path=/; SameSite=Lax; Secure',
      'cart_uuid=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('is not Secure over plain http, where the browser would refuse to set it', () => {
    const writes = pageOver('http:');
    saveCartId('abc');
    expect(writes).toEqual(['cart_uuid=abc; Max-Age=172800; Path=/; SameSite=Lax']);
  });
});
