import { describe, expect, it } from 'vitest';
import { createInvoiceLinks, INVOICE_PATH, invoiceHtml } from './invoice';
import type { OrderRow, SubOrderView } from './repository';
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
    const html = invoiceHtml('Botika', order(1), [], { copies });
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
    expect(invoiceHtml('Botika', order(null), [], { copies })).toContain('The store is checking the ID');
  });

  it('takes nothing off once rejected, and shows no ID', () => {
    const html = invoiceHtml('Botika', order(0), [], { copies });
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

describe('the invoice of an ordinary order', () => {
  // kainan's order page for the same order says 'Order received' (its design for pending).
  const designs = {
    pending: { enable: true, label: 'Order received' },
    processing: { enable: true, label: 'Preparing your order' },
    delivered: { enable: false, label: 'Enjoy!' },
  };
  const order = (fees: number, total: number) =>
    ({
      uuid: ONE,
      createdAt: new Date('2026-11-25T00:19:00Z'),
      contact: { name: 'Juan', mobile_number: '09171234567', email: null },
      address: null,
      paymentMethod: 'COD',
      paymentStatus: 'unpaid',
      paymentExpiredAt: null,
      subtotal: 14_900,
      fees,
      total,
      voucherCode: null,
      voucherAmount: 0,
      specialDiscountTypes: [],
      specialDiscountAmount: 0,
      pointsUsed: 0,
      pointsPaid: 0,
      walletPaid: 0,
    }) as unknown as OrderRow;
  const part = (over: Partial<SubOrderView>): SubOrderView =>
    ({
      uuid: TWO,
      brandName: 'Lutong Bahay',
      branchName: 'Lutong Bahay - Ayala Makati',
      deliveryType: 'deliver_now',
      deliveryDatetime: null,
      status: 'pending',
      subtotal: 14_900,
      deliveryFee: 5_900,
      items: [
        {
          product_uuid: ONE,
          name: 'Chicken Adobo Rice Meal',
          variation: [{ attribute: 'Size', value: 'Regular' }],
          add_ons: [],
          remarks: '',
          quantity: 1,
          line_total: 14_900,
        },
      ],
      events: [],
      ...over,
    }) as SubOrderView;
  const count = (html: string, text: string) => html.split(text).length - 1;

  it('gives a one-part order its Delivery Fee once, in the totals, and the amounts add up', () => {
    const html = invoiceHtml('Kainan Express', order(5_900, 20_800), [part({})], { statusDesigns: designs });
    expect(count(html, 'PHP 59.00')).toBe(1);
    expect(html).toContain(
      '<tr><td>Subtotal</td><td class="num">PHP 149.00</td></tr>\n<tr><td>Delivery Fee</td><td class="num">PHP 59.00</td></tr>\n<tr><td>Total</td><td class="num">PHP 208.00</td></tr>',
    );
    expect(html).not.toContain('Fees');
    expect(html).not.toContain('Delivery fee');
  });

  it("gives each part of a multi-part order its own Delivery Fee, and the totals the order's sum", () => {
    const bgc = part({ uuid: ONE, branchName: 'BGC', deliveryFee: 4_900 });
    const pickup = part({ branchName: 'Lutong Bahay - Ortigas', deliveryType: 'pickup_now', deliveryFee: null });
    const html = invoiceHtml('Kainan Express', order(10_800, 55_500), [part({}), bgc, pickup]);
    expect(html).toContain('<td colspan="2">Delivery Fee</td><td class="num">PHP 59.00</td>');
    expect(html).toContain('<td colspan="2">Delivery Fee</td><td class="num">PHP 49.00</td>');
    // The pickup part pays none.
    expect(count(html, '<td colspan="2">Delivery Fee</td>')).toBe(2);
    expect(html).toContain('<tr><td>Delivery Fee</td><td class="num">PHP 108.00</td></tr>');
  });

  it('shows no Delivery Fee for an order only picked up', () => {
    const html = invoiceHtml('Kainan Express', order(0, 14_900), [
      part({ deliveryType: 'pickup_now', deliveryFee: null }),
    ]);
    expect(html).not.toContain('Delivery Fee');
    expect(html).toContain('<tr><td>Total</td><td class="num">PHP 149.00</td></tr>');
  });

  it("heads a part 'Brand · Branch', the brand once, as the order screen does", () => {
    const html = invoiceHtml('Kainan Express', order(5_900, 20_800), [part({})]);
    expect(html).toContain('<h2>Lutong Bahay · Ayala Makati</h2>');
    expect(html).not.toContain('Lutong Bahay — Lutong Bahay');
  });

  it("says the status and the date in the order screen's words", () => {
    const html = invoiceHtml('Kainan Express', order(5_900, 20_800), [part({})], { statusDesigns: designs });
    expect(html).toContain('Nov 25, 2026, 8:19 AM (Manila) · Order received</p>');
    expect(html).not.toContain('Pending');
    // Without a design (or one switched off), ours; a completed order reads as its delivered design would.
    expect(invoiceHtml('Kainan Express', order(5_900, 20_800), [part({})])).toContain('· Pending</p>');
    const done = invoiceHtml('Kainan Express', order(5_900, 20_800), [part({ status: 'delivered' })], {
      statusDesigns: designs,
    });
    expect(done).toContain('· Delivered</p>');
  });

  it("writes a scheduled part's slot as the order screen does", () => {
    const html = invoiceHtml('Kainan Express', order(5_900, 20_800), [
      part({ deliveryType: 'scheduled_delivery', deliveryDatetime: '2026-11-26 10:30:00' }),
    ]);
    expect(html).toContain('Scheduled Delivery · Nov 26, 10:30 AM');
  });
});
