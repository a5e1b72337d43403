// @vitest-environment happy-dom
/**
 * Issue 27: on a phone, Cart and Checkout keep the server's total and the screen's main action pinned
 * to the bottom of the window; Checkout's copy of Place Order submits the form from outside it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowIsMobile } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { fakeResizeObserver } from '@/test/resize-observer';
import { cart } from '../test-cart';
import { CheckoutForm } from './checkout-form';
import { StickyActionBar } from './sticky-action-bar';

// What the screen loads lazily (issue 28), loaded before the timed assertions: on a busy machine a
// module's first import can take longer than a findBy waits.
beforeAll(() => Promise.all([import('../checkout-schema')]));

const renderBar = () =>
  renderWithProviders(
    <StickyActionBar total={1283.5}>
      <button type="button">Checkout</button>
    </StickyActionBar>,
  );

const renderCheckout = () =>
  renderWithProviders(
    <CheckoutForm
      subdomain="kainan"
      cart={cart({ cart_total_amount: 372 })}
      user={null}
      location={{ label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244 }}
      position={null}
      paymentMethods={['COD']}
      addressPicker={() => null}
      onCartProblem={() => {}}
    />,
  );

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the sticky action bar', () => {
  it('on a phone, shows the total the server sent beside the action, and its height on the root', () => {
    windowIsMobile(true);
    const resizes = fakeResizeObserver();
    renderBar();
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total PHP 1,283.50');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeTruthy();
    // The page's room for it and the root's scroll padding read it (sticky-action-bar.css).
    resizes.report(document.querySelector('.sticky-action-bar') as Element, 73);
    expect(document.documentElement.style.getPropertyValue('--sticky-action-bar-h')).toBe('73px');
  });

  it('takes its height off the root when it goes', () => {
    windowIsMobile(true);
    const resizes = fakeResizeObserver();
    const bar = renderBar();
    resizes.report(document.querySelector('.sticky-action-bar') as Element, 73);
    bar.unmount();
    expect(document.documentElement.style.getPropertyValue('--sticky-action-bar-h')).toBe('');
  });

  it('is not on the desktop layout', () => {
    windowIsMobile(false);
    renderBar();
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });
});

describe("Checkout's Place Order in the bar", () => {
  it('is tied to the form by its id and runs its validation, focusing the first field to fix', async () => {
    windowIsMobile(true);
    renderCheckout();
    // Two buttons in the document: the summary's (hidden on phones by CSS) and the bar's.
    const [inSummary, inBar] = screen.getAllByRole('button', { name: 'Place Order' });
    const form = document.querySelector('form');
    expect(inSummary?.getAttribute('form')).toBeNull();
    expect(form?.contains(inBar ?? null)).toBe(false);
    expect(inBar?.getAttribute('form')).toBe(form?.id);
    // The bar: the server's total beside its button (the summary above says Total too).
    const bar = within(inBar?.parentElement as HTMLElement);
    expect(bar.getByText('Total').parentElement?.textContent).toBe('Total PHP 372.00');

    fireEvent.click(inBar as HTMLElement);
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(name);
  });

  it('is not there on the desktop layout: the summary keeps the one button', () => {
    windowIsMobile(false);
    renderCheckout();
    expect(screen.getAllByRole('button', { name: 'Place Order' })).toHaveLength(1);
  });
});
