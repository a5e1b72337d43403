// @vitest-environment happy-dom
/**
 * A delivery part short of its branch's minimum order (ADR 0034): the server's message at the part on
 * the Cart screen, the dropdown and Checkout, and no Checkout / Place Order while it stands, with the
 * message as the reason; a part picked up (the server sends no shortfall) clears both.
 */
import type { Cart, CartMinimumOrderShortfall } from '@storefront/contracts/cart';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { cart, cartEntry } from '../test-cart';
import { CartContents } from './cart-contents';
import { CheckoutForm } from './checkout-form';
import { CheckoutLink } from './checkout-link';

// What the screen loads lazily (issue 28), loaded before the timed assertions: on a busy machine a
// module's first import can take longer than a findBy waits.
beforeAll(() => Promise.all([import('../checkout-schema')]));

const SHORT: CartMinimumOrderShortfall = {
  minimum_order: 300,
  short_by: 45,
  message: 'Add PHP 45.00 more from Lutong Bahay · Ayala Makati to reach its PHP 300.00 minimum for delivery.',
};
const shortCart = cart({ list: [cartEntry({ subtotal: 255, minimum_order_shortfall: SHORT })] });
/** The same part switched to pickup: no minimum, so the server flags nothing. */
const pickedUp = cart({
  list: [cartEntry({ subtotal: 255, delivery_type: 'pickup_now', fees: [], minimum_order_shortfall: null })],
});

/** What aria-describedby points at, as a screen reader reads it after the name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

let showCart: (next: Cart) => void = () => {};

/** The Cart screen's parts and its Checkout, with the cart as the server sends it (swapped by `showCart`). */
function CartScreen({ first }: { first: Cart }) {
  const [shown, setShown] = useState(first);
  showCart = setShown;
  return (
    <>
      <CartContents cart={shown} variant="page" />
      <CheckoutLink cart={shown} variant="page" to="/kainan/checkout" className="btn btn-primary" />
    </>
  );
}

function CheckoutScreen({ first }: { first: Cart }) {
  const [shown, setShown] = useState(first);
  showCart = setShown;
  return (
    <CheckoutForm
      subdomain="kainan"
      cart={shown}
      user={null}
      location={{ label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244 }}
      position={{ lat: 14.5547, lng: 121.0244 }}
      paymentMethods={['COD']}
      addressPicker={() => null}
      onCartProblem={() => {}}
    />
  );
}

describe('a delivery part short of its minimum order', () => {
  it('says how much more at the part, and Checkout is off with that as its reason', () => {
    renderWithProviders(<CartScreen first={shortCart} />);
    const part = screen.getByRole('region', { name: 'Lutong Bahay · Ayala Makati' });
    expect(within(part).getByRole('status').textContent).toBe(SHORT.message);
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    expect(description(checkout)).toBe(SHORT.message);
  });

  it('goes once the part is picked up: the status empties and Checkout is a link again', () => {
    renderWithProviders(<CartScreen first={shortCart} />);
    act(() => showCart(pickedUp));
    const part = screen.getByRole('region', { name: 'Lutong Bahay · Ayala Makati' });
    // The region stays (a part falling short later is announced); it says nothing now.
    expect(within(part).getByRole('status').textContent).toBe('');
    expect(screen.queryByText(/minimum for delivery/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/kainan/checkout');
  });

  it('names every short part as the reason when two branches are short', () => {
    const other = { ...SHORT, message: 'Add PHP 10.00 more from Kape Tayo · BGC to reach its PHP 150.00 minimum…' };
    const two = cart({
      list: [
        cartEntry({ minimum_order_shortfall: SHORT }),
        cartEntry({
          brand_name: 'Kape Tayo',
          branch_name: 'BGC',
          branch_uuid: 'b-bgc',
          minimum_order_shortfall: other,
        }),
      ],
    });
    renderWithProviders(<CheckoutLink cart={two} variant="dropdown" to="/x" className="btn" />);
    renderWithProviders(<CartContents cart={two} variant="dropdown" />);
    expect(description(screen.getByRole('button', { name: 'Checkout' }))).toBe(`${SHORT.message} ${other.message}`);
  });

  it('keeps Place Order off on Checkout, described by the message, until the part is picked up', async () => {
    renderWithProviders(<CheckoutScreen first={shortCart} />);
    expect(screen.getByRole('region', { name: 'Lutong Bahay · Ayala Makati' }).textContent).toContain(SHORT.message);
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    expect(description(place)).toBe(SHORT.message);
    // Submitting a filled-in form anyway (Enter in a field) sends nothing: an unanswered request would
    // fail this test.
    const type = (name: RegExp | string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type('Full name', 'Ana Reyes');
    type('Mobile number', '09171234567');
    type(/House no\./, 'Unit 5B, 123 Ayala Ave');
    fireEvent.submit(place.form as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 50));

    act(() => showCart(pickedUp));
    const enabled = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(enabled.disabled).toBe(false);
    expect(enabled.hasAttribute('aria-describedby')).toBe(false);
  });
});
