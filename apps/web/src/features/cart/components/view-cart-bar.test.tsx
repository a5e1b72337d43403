// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowIsMobile } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { cart } from '../test-cart';
import { ViewCartBar } from './view-cart-bar';

const renderBar = (route: string, serverCart = cart()) =>
  renderWithProviders(<ViewCartBar cart={serverCart} cartPath="/kainan/cart" checkoutPath="/kainan/checkout" />, {
    route,
  });

describe('the View cart bar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone, shows the item count and the subtotal the server sent, and leads to the cart', () => {
    windowIsMobile(true);
    // The server's subtotal, not a sum of lines worked out here (the lines would say otherwise).
    renderBar('/kainan/store/b&b', cart({ cart_count: 3, subtotal: 1234.5, cart_total_amount: 1283.5 }));
    const link = screen.getByRole('link', { name: '3 items View cart · PHP 1,234.50' });
    expect(link.getAttribute('href')).toBe('/kainan/cart');
  });

  it('says "1 item" for one', () => {
    windowIsMobile(true);
    renderBar('/kainan/', cart({ cart_count: 1, subtotal: 189 }));
    expect(screen.getByRole('link').textContent).toBe('1 itemView cart · PHP 189.00');
  });

  it('is not there while the cart is empty', () => {
    windowIsMobile(true);
    renderBar('/kainan/', cart({ cart_count: 0, subtotal: 0, list: [] }));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each(['/kainan/cart', '/kainan/cart/', '/kainan/checkout'])('is not on %s itself', (route) => {
    windowIsMobile(true);
    renderBar(route);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is not on the desktop layout', () => {
    windowIsMobile(false);
    renderBar('/kainan/');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
