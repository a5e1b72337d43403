// @vitest-environment happy-dom
/**
 * Issue 26 at Checkout: nothing typed is lost (a draft per merchant that survives the form being
 * mounted again, cleared once the order is placed), a delivery needs its house no. and street, a
 * signed-in customer's e-mail is filled in, card billing starts as the contact details, and 'Please
 * select a schedule.' goes once a schedule is chosen.
 */

import type { Cart } from '@storefront/contracts/cart';
import { CART_MESSAGES } from '@storefront/contracts/cart';
import { ORDER_MESSAGES } from '@storefront/contracts/order';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerLocation } from '@/lib/customer-location';
import type { StoredUser } from '@/lib/stored-user';
import { json, mockApi } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { draftKey } from '../checkout-draft';
import { cart, cartEntry } from '../test-cart';
import { CheckoutForm } from './checkout-form';

// What the screen loads lazily (issue 28), loaded before the timed assertions: on a busy machine a
// module's first import can take longer than a findBy waits.
beforeAll(() => Promise.all([import('../checkout-schema'), import('@/components/prompt-dialog')]));

const CHECKOUT = '/api/store/v7/public/customer/estore/cart/checkout';
const MAKATI: CustomerLocation = { label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244 };
const PLACED = {
  message: 'Order placed successfully.',
  data: {
    order_uuid: '6f1c0d2e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    reference: 'ORD-1',
    payment_method: 'COD',
    payment_status: 'unpaid',
    total: 283,
    sub_orders: [],
  },
};

let showCart: (next: Cart) => void = () => {};

/** The form as the route shows it, with the cart as the server sends it (swapped by `showCart`). */
function Harness({ first, methods, user }: { first: Cart; methods: string[]; user: StoredUser | null }) {
  const [shown, setShown] = useState(first);
  showCart = setShown;
  return (
    <CheckoutForm
      subdomain="kainan"
      cart={shown}
      user={user}
      location={MAKATI}
      position={{ lat: MAKATI.lat, lng: MAKATI.lng }}
      paymentMethods={methods}
      addressPicker={() => null}
      onCartProblem={() => {}}
    />
  );
}

const renderForm = ({
  methods = ['COD'],
  user = null,
  theCart = cart(),
}: {
  methods?: string[];
  user?: StoredUser | null;
  theCart?: Cart;
} = {}) => renderWithProviders(<Harness first={theCart} methods={methods} user={user} />);

const field = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: /Place Order/i }));

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('the checkout draft', () => {
  it('brings back what was typed when the checkout shows again (a reload), per merchant', async () => {
    const first = renderForm();
    type('Full name', 'Ana Reyes');
    type('Mobile number', '09171234567');
    type(/E-mail/, 'ana@example.com');
    type(/House no\./, 'Unit 5B, 123 Ayala Ave');
    await waitFor(() => expect(sessionStorage.getItem(draftKey('kainan'))).toContain('Unit 5B'));
    first.unmount();

    renderForm();
    expect(field('Full name').value).toBe('Ana Reyes');
    expect(field('Mobile number').value).toBe('09171234567');
    expect(field(/E-mail/).value).toBe('ana@example.com');
    expect(field(/House no\./).value).toBe('Unit 5B, 123 Ayala Ave');
    expect(sessionStorage.getItem(draftKey('ushop'))).toBeNull();
  });

  it('is cleared once the order is placed', async () => {
    const sent = mockApi('post', CHECKOUT, json(PLACED));
    renderForm();
    type('Full name', 'Ana Reyes');
    type('Mobile number', '09171234567');
    type(/House no\./, 'Unit 5B, 123 Ayala Ave');
    placeOrder();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ address: { ...MAKATI, notes: 'Unit 5B, 123 Ayala Ave' } });
    await waitFor(() => expect(sessionStorage.getItem(draftKey('kainan'))).toBeNull());
  });
});

describe('the delivery address', () => {
  it('needs the house no. and street: the message shows under it and nothing is sent', async () => {
    const sent = mockApi('post', CHECKOUT, json(PLACED));
    renderForm();
    type('Full name', 'Ana Reyes');
    type('Mobile number', '09171234567');
    placeOrder();
    expect(await screen.findByText(ORDER_MESSAGES.houseStreetRequired)).toBeTruthy();
    expect(field(/House no\./).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('is not asked for a pickup order', async () => {
    const sent = mockApi('post', CHECKOUT, json(PLACED));
    renderForm({ theCart: cart({ list: [cartEntry({ delivery_type: 'pickup_now' })] }) });
    expect(screen.queryByRole('textbox', { name: /House no\./ })).toBeNull();
    type('Full name', 'Ana Reyes');
    type('Mobile number', '09171234567');
    placeOrder();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ address: null });
  });
});

describe('filled in for the customer', () => {
  it('a signed-in customer’s name, mobile number and e-mail come from their profile', () => {
    const user = {
      token: 't',
      subdomain: 'kainan',
      customer: { firstname: 'Ana', lastname: 'Reyes', mobile_number: '+639171234567', email: 'ana@example.com' },
    } as StoredUser;
    renderForm({ user });
    expect(field('Full name').value).toBe('Ana Reyes');
    expect(field(/E-mail/).value).toBe('ana@example.com');
  });

  it('card billing starts as the contact details and address, and keeps what the customer types', async () => {
    renderForm({ methods: ['CC_PAYMONGO'] });
    type('Full name', 'Ana Reyes');
    type('Mobile number', '09171234567');
    type('E-mail (optional)', 'ana@example.com');
    type(/House no\./, '12 Ayala Ave');
    await waitFor(() => expect(field('Name on card').value).toBe('Ana Reyes'));
    expect(field('E-mail').value).toBe('ana@example.com');
    expect(field('Phone').value).toBe('09171234567');
    expect(field('Billing address').value).toBe('12 Ayala Ave, Makati City, Metro Manila');

    type('Name on card', 'A. M. Reyes');
    type('Full name', 'Ana Maria Reyes');
    expect(field('Name on card').value).toBe('A. M. Reyes');
  });
});

describe("'Please select a schedule.'", () => {
  it('goes once the branch has a schedule', async () => {
    const message = `${CART_MESSAGES.scheduleRequired} (Ayala Makati)`;
    mockApi('post', CHECKOUT, json({ message, errors: { delivery_datetime: [message] } }, 422));
    const unscheduled = cart({ list: [cartEntry({ delivery_type: 'scheduled_delivery', pickup_datetime: null })] });
    renderForm({ theCart: unscheduled });
    type('Full name', 'Ana Reyes');
    type('Mobile number', '09171234567');
    type(/House no\./, '12 Ayala Ave');
    placeOrder();
    expect(await screen.findByText(message)).toBeTruthy();

    act(() =>
      showCart(
        cart({ list: [cartEntry({ delivery_type: 'scheduled_delivery', pickup_datetime: '2026-11-25 10:00:00' })] }),
      ),
    );
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });
});
