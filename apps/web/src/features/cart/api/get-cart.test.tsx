// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CustomerPosition } from '@/lib/position';
import { renderWithProviders } from '@/test/render';
import { useCart } from './get-cart';

let moveTo: (position: CustomerPosition) => void = () => {};

/** What a screen shows of the cart: a skeleton while it is pending (Checkout unmounted its form for it). */
function CartState() {
  const [position, setPosition] = useState<CustomerPosition>(null);
  moveTo = setPosition;
  const cart = useCart(position);
  return <p>{cart.data ? `${cart.data.cart_count} items` : 'skeleton'}</p>;
}

describe('the cart while the customer’s location changes (issue 26)', () => {
  it('stays on screen while the cart for the new position loads: no skeleton in its place', async () => {
    renderWithProviders(<CartState />);
    await screen.findByText('0 items');
    // A location chosen on Checkout: the same screen, a new position, a new query.
    act(() => moveTo({ lat: 14.5547, lng: 121.0244 }));
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(screen.getByText('0 items')).toBeTruthy();
  });
});
