import { describe, expect, it } from 'vitest';
import { createInvoiceLinks, INVOICE_PATH, invoiceHtml } from './invoice';
import type { OrderRow } from './repository';
import type { OrderIdCopyView } from './special-discount';

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

describe('the invoice of an order with a Senior Citizen / PWD discount', () => {
  // ₱455.00 of eligible items at a VAT-registered merchant, ₱49.00 delivery: ₱406.25 without VAT,
  // ₱48.75 VAT exemption, ₱81.25 (20%) off it — ₱130.00 off in all.
  const order = (approved: 0 | 1 | null) =>
    ({
      uuid: ONE,
      createdAt: new Date('2026-11-23T02:00:00Z'),
      contact: { name: 'Lola <b>Basyang</b>', mobile_number: '09171234567', email: null },
      address: null,
      paymentMethod: 'CC_PAYMONGO',
      paymentStatus: 'pending',
      subtotal: 45_500,
      fees: 4_900,
      total: approved === 0 ? 50_400 : 37_400,
      voucherCode: null,
      voucherAmount: 0,
      specialDiscountTypes: ['senior'],
      specialDiscountAmount: 13_000,
      specialDiscountVatExemption: 4_875,
      specialDiscountVatExemptSale: 40_625,
      specialDiscountApproved: approved,
      specialDiscountRejectedAction: 'proceed',
    }) as unknown as OrderRow;
  const copies: OrderIdCopyView[] = [
    {
      discountType: 'senior',
      idType: 'SENIOR',
      fullName: 'Lola <script>Basyang</script>',
      idNumber: 'SC 2024 ZX81726354',
      rejectedAction: 'proceed',
      hasImage: true,
      validatedAt: null,
    },
  ];

  it('shows the VAT-exempt sale, the exemption, the 20% line and the ID whole, escaped', () => {
    const html = invoiceHtml('Botika', order(1), [], copies);
    expect(html).toContain('<td>VAT-exempt sale</td><td class="num">PHP 406.25</td>');
    expect(html).toContain('<td>Less: VAT exemption</td><td class="num">-PHP 48.75</td>');
    expect(html).toContain('<td>Less: Senior Citizen discount (20%)</td><td class="num">-PHP 81.25</td>');
    expect(html).toContain('<td>Total</td><td class="num">PHP 374.00</td>');
    expect(html).toContain('Senior Citizen ID');
    expect(html).toContain('SC 2024 ZX81726354');
    expect(html).toContain('Lola &lt;script&gt;Basyang&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Approved by the store.');
  });

  it('says the store is still checking a pending discount', () => {
    expect(invoiceHtml('Botika', order(null), [], copies)).toContain('The store is checking the ID');
  });

  it('takes nothing off once rejected, and shows no ID', () => {
    const html = invoiceHtml('Botika', order(0), [], copies);
    expect(html).not.toContain('discount (20%)');
    expect(html).not.toContain('VAT exemption');
    expect(html).not.toContain('SC 2024 ZX81726354');
    expect(html).toContain('<td>Total</td><td class="num">PHP 504.00</td>');
  });
});

describe('the invoice of an order paid partly with points', () => {
  it("shows a 'Points Redeemed' line with the points and what they paid, before the total", () => {
    const order = {
      uuid: ONE,
      createdAt: new Date('2026-11-23T02:00:00Z'),
      contact: { name: 'Juan', mobile_number: '09171234567', email: null },
      address: null,
      paymentMethod: 'COD',
      paymentStatus: 'unpaid',
      subtotal: 50_000,
      fees: 0,
      total: 38_000,
      voucherCode: null,
      voucherAmount: 0,
      specialDiscountTypes: [],
      specialDiscountAmount: 0,
      pointsUsed: 1_200,
      pointsPaid: 12_000,
    } as unknown as OrderRow;
    const html = invoiceHtml('U-Shop', order, []);
    expect(html).toContain(
      '<tr><td>Points Redeemed (1,200)</td><td class="num">-PHP 120.00</td></tr>\n<tr><td>Total</td><td class="num">PHP 380.00</td>',
    );
    expect(invoiceHtml('U-Shop', { ...order, pointsUsed: 0, pointsPaid: 0 }, [])).not.toContain('Points Redeemed');
  });
});
