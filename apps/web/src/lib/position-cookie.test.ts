import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorPositionCookie } from './position-cookie';

/** A page over `protocol` whose cookies start as `jar`: document.cookie as a browser keeps it, each write recorded. */
function pageOver(protocol: 'http:' | 'https:', jar = '') {
  const writes: string[] = [];
  const cookies = new Map(jar ? jar.split('; ').map((c) => c.split('=') as [string, string]) : []);
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('document', {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [name = '', content = ''] = value.split(';')[0]?.split('=') ?? [];
      if (value.includes('Max-Age=0')) cookies.delete(name);
      else cookies.set(name, content);
    },
  });
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('the position cookie', () => {
  it("holds the chosen location's coordinates as JSON writes them, Secure over HTTPS, and goes with the location", () => {
    const writes = pageOver('https:');
    mirrorPositionCookie({ lat: 14.5547, lng: 121.0244 });
    mirrorPositionCookie(null);
    mirrorPositionCookie(null);
    expect(writes).toEqual([
      'storefront_position=14.5547%2C121.0244; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'storefront_position=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('is not written again when it already says the same', () => {
    const writes = pageOver('http:', 'cart_uuid=abc; storefront_position=14.5547%2C121.0244');
    mirrorPositionCookie({ lat: 14.5547, lng: 121.0244 });
    expect(writes).toEqual([]);
    mirrorPositionCookie({ lat: 10.3157, lng: 123.8854 });
    expect(writes).toEqual(['storefront_position=10.3157%2C123.8854; Max-Age=31536000; Path=/; SameSite=Lax']);
  });
});
