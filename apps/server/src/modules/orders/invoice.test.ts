import { describe, expect, it } from 'vitest';
import { createInvoiceLinks, INVOICE_PATH } from './invoice';

const ONE = '5ad00a3a-2daf-4a5b-945b-39a7e12b4978';
const TWO = '0b6c1f8e-8a51-4c1e-9d7e-3b1f2a4c5d6e';

describe('invoice links', () => {
  it('open for their own order only, under the secret that signed them', () => {
    const links = createInvoiceLinks('server-secret');
    const url = new URL(links.urlFor(ONE, 'kainan'), 'http://x');
    expect(url.pathname).toBe(`${INVOICE_PATH}/${ONE}`);
    expect(url.searchParams.get('merchant')).toBe('kainan');
    const signature = url.searchParams.get('signature') as string;
    expect(links.verify(ONE, signature)).toBe(true);
    expect(links.verify(TWO, signature)).toBe(false);
    expect(links.verify(ONE, '')).toBe(false);
    expect(links.verify(ONE, `${signature.slice(0, -1)}x`)).toBe(signature.endsWith('x'));
    // Another instance sharing the secret accepts it; another secret does not.
    expect(createInvoiceLinks('server-secret').verify(ONE, signature)).toBe(true);
    expect(createInvoiceLinks('other-secret').verify(ONE, signature)).toBe(false);
    expect(createInvoiceLinks(undefined).verify(ONE, signature)).toBe(false);
  });
});
