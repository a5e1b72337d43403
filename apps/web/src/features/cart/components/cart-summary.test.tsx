// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cart, cartEntry, specialDiscount } from '../test-cart';
import { CartSummary } from './cart-summary';

/** The amount (dd) of the summary line whose label (dt) reads `label`. */
const lineOf = (label: string) => {
  const term = screen.getAllByRole('term').find((t) => t.textContent === label);
  if (!term) throw new Error(`no summary line '${label}'`);
  return term.nextElementSibling as HTMLElement;
};
const amount = (label: string) => lineOf(label).textContent;
const labels = () => screen.getAllByRole('term').map((t) => t.textContent);

describe('the cart summary', () => {
  it('shows a signed-in customer the Promo line as a negative amount, and the server’s total', () => {
    render(
      <CartSummary
        cart={cart({
          voucher_info: { code: 'KAIN10', promo_code_type: 'percentage' },
          voucher_amount: 23.4,
          cart_total_amount: 259.6,
        })}
        signedIn
      />,
    );
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Promo (KAIN10)', 'Total']);
    expect(amount('Promo (KAIN10)')).toBe('-PHP 23.40');
    // The server's total, not one added up here (234 + 49 - 23.40 would be the same: the point is whose).
    expect(amount('Total')).toBe('PHP 259.60');
    expect(amount('Delivery Fee')).toBe('PHP 49.00');
    expect(lineOf('Delivery Fee').querySelector('s, del')).toBeNull();
  });

  it('cuts the code in the label to 11 characters', () => {
    render(
      <CartSummary
        cart={cart({ voucher_info: { code: 'SUMMERSALE2026', promo_code_type: 'fixed_amount' }, voucher_amount: 50 })}
        signedIn
      />,
    );
    expect(labels()).toContain('Promo (SUMMERSALE2)');
    expect(screen.queryByText(/SUMMERSALE20/)).toBeNull();
  });

  it('strikes the Delivery Fee through for a free_delivery code, and says it is waived', () => {
    render(
      <CartSummary
        cart={cart({
          voucher_info: { code: 'LIBRENGDELIVERY', promo_code_type: 'free_delivery' },
          voucher_amount: 49,
          cart_total_amount: 234,
        })}
        signedIn
      />,
    );
    const fee = lineOf('Delivery Fee');
    expect(within(fee).getByRole('deletion').textContent).toBe('PHP 49.00');
    expect(fee.textContent).toBe('PHP 49.00 (waived)');
    expect(amount('Promo (LIBRENGDELI)')).toBe('-PHP 49.00');
    expect(amount('Total')).toBe('PHP 234.00');
  });

  it('strikes nothing for a delivery_discount code, nor a fee that is already FREE', () => {
    const { unmount } = render(
      <CartSummary
        cart={cart({ voucher_info: { code: 'BAWAS20', promo_code_type: 'delivery_discount' }, voucher_amount: 20 })}
        signedIn
      />,
    );
    expect(lineOf('Delivery Fee').querySelector('s, del')).toBeNull();
    expect(amount('Promo (BAWAS20)')).toBe('-PHP 20.00');
    unmount();

    const free = cartEntry({ fees: [{ name: 'Delivery Fee', orig_value: null, calculated_amount: null }] });
    render(
      <CartSummary
        cart={cart({ list: [free], voucher_info: { code: 'LIBRENGDELIVERY', promo_code_type: 'free_delivery' } })}
        signedIn
      />,
    );
    expect(amount('Delivery Fee')).toBe('FREE');
    expect(lineOf('Delivery Fee').querySelector('s, del')).toBeNull();
  });

  it('shows guests no discount lines', () => {
    render(
      <CartSummary
        cart={cart({ voucher_info: { code: 'LIBRENGDELIVERY', promo_code_type: 'free_delivery' }, voucher_amount: 49 })}
        signedIn={false}
      />,
    );
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Total']);
    expect(lineOf('Delivery Fee').querySelector('s, del')).toBeNull();
  });

  it("shows the special discount as 'Senior Citizen' with its amount off, and the server's total", () => {
    // PHP 112.00 of medicine at a VAT-registered store: PHP 32.00 off (VAT 12.00 + 20% of 100.00).
    render(
      <CartSummary
        cart={cart({
          subtotal: 112,
          computed_total: 161,
          cart_total_amount: 129,
          special_discount: specialDiscount({ special_discount_computed_amount: 32 }),
        })}
        signedIn
      />,
    );
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Senior Citizen', 'Total']);
    expect(amount('Senior Citizen')).toBe('-PHP 32.00');
    expect(amount('Total')).toBe('PHP 129.00');
  });

  it("names a PWD discount 'PWD', and both types on one line", () => {
    const { unmount } = render(
      <CartSummary cart={cart({ special_discount: specialDiscount({ special_discount_types: ['pwd'] }) })} signedIn />,
    );
    expect(labels()).toContain('PWD');
    unmount();
    render(
      <CartSummary
        cart={cart({
          special_discount: specialDiscount({
            special_discount_types: ['senior', 'pwd'],
            special_discount_computed_amount: 60,
          }),
        })}
        signedIn
      />,
    );
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Senior Citizen / PWD', 'Total']);
    expect(amount('Senior Citizen / PWD')).toBe('-PHP 60.00');
  });

  it('shows guests no special discount line either', () => {
    render(<CartSummary cart={cart({ special_discount: specialDiscount() })} signedIn={false} />);
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Total']);
  });

  it("puts 'Points Redeemed' (with the points) before the Promo line and the special discount, as spec §2 orders them", () => {
    render(
      <CartSummary
        cart={cart({
          voucher_info: { code: 'KAIN10', promo_code_type: 'percentage' },
          voucher_amount: 23.4,
          special_discount: specialDiscount(),
          points_used: 120,
          points_value: 120,
          cart_total_amount: 126.6,
        })}
        signedIn
        isCoinMerchant
      />,
    );
    expect(labels()).toEqual([
      'Subtotal',
      'Delivery Fee',
      'Points Redeemed (120 UCOINS)',
      'Promo (KAIN10)',
      'Senior Citizen',
      'Total',
    ]);
    expect(amount('Points Redeemed (120 UCOINS)')).toBe('-PHP 120.00');
    expect(amount('Total')).toBe('PHP 126.60');
  });

  it("names other merchants' points Pts., and shows no 'Points Redeemed' without points or to a guest", () => {
    const { unmount } = render(<CartSummary cart={cart({ points_used: 1, points_value: 0.5 })} signedIn />);
    expect(labels()).toContain('Points Redeemed (1 Pt.)');
    expect(amount('Points Redeemed (1 Pt.)')).toBe('-PHP 0.50');
    unmount();
    const { unmount: again } = render(<CartSummary cart={cart()} signedIn />);
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Total']);
    again();
    render(<CartSummary cart={cart({ points_used: 5, points_value: 5 })} signedIn={false} />);
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Total']);
  });

  it("puts 'Medicine Wallet Credits' after the fees and before 'Points Redeemed', Promo and the special discount (spec §2)", () => {
    render(
      <CartSummary
        cart={cart({
          voucher_info: { code: 'KAIN10', promo_code_type: 'percentage' },
          voucher_amount: 23.4,
          special_discount: specialDiscount(),
          points_used: 20,
          points_value: 20,
          wallet_credits: [{ code: '********WXYZ', amount: 100 }],
          wallet_credits_amount: 100,
          cart_total_amount: 126.6,
        })}
        signedIn
      />,
    );
    expect(labels()).toEqual([
      'Subtotal',
      'Delivery Fee',
      'Medicine Wallet Credits',
      'Points Redeemed (20 Pts.)',
      'Promo (KAIN10)',
      'Senior Citizen',
      'Total',
    ]);
    expect(amount('Medicine Wallet Credits')).toBe('-PHP 100.00');
    expect(amount('Total')).toBe('PHP 126.60');
  });

  it("shows no 'Medicine Wallet Credits' without credits, nor to a guest", () => {
    const { unmount } = render(<CartSummary cart={cart()} signedIn />);
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Total']);
    unmount();
    render(
      <CartSummary
        cart={cart({ wallet_credits: [{ code: '********WXYZ', amount: 50 }], wallet_credits_amount: 50 })}
        signedIn={false}
      />,
    );
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Total']);
  });

  it('lists each fee on its own line after the Subtotal, delivery fees of several branches added up', () => {
    const service = { name: 'Service Fee', orig_value: 10, calculated_amount: 10 };
    const first = cartEntry({ fees: [{ name: 'Delivery Fee', orig_value: 49, calculated_amount: 49 }, service] });
    const second = cartEntry({
      branch_uuid: 'b-2',
      fees: [{ name: 'Delivery Fee', orig_value: 20, calculated_amount: 20 }],
    });
    render(<CartSummary cart={cart({ list: [first, second] })} signedIn={false} />);
    expect(labels()).toEqual(['Subtotal', 'Delivery Fee', 'Service Fee', 'Total']);
    expect(amount('Delivery Fee')).toBe('PHP 69.00');
    expect(amount('Service Fee')).toBe('PHP 10.00');
  });

  it('shows no Delivery Fee line when nothing is delivered', () => {
    render(<CartSummary cart={cart({ list: [cartEntry({ delivery_type: 'pickup_now', fees: [] })] })} signedIn />);
    expect(labels()).toEqual(['Subtotal', 'Total']);
  });
});
