// @vitest-environment happy-dom
import type { Cart } from '@storefront/contracts/cart';
import { EMPTY_CART } from '@storefront/contracts/empty-cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ApplyDiscount } from './apply-discount';

const withCode: Cart = {
  ...EMPTY_CART,
  voucher_info: { code: 'LIBRENGDELIVERY', promo_code_type: 'free_delivery' },
  voucher_amount: 49,
};

const render = (cart: Cart) =>
  renderWithProviders(<ApplyDiscount cart={cart} position={null} refreshCart={async () => undefined} />);
const opener = () => screen.getByRole('button', { name: 'Apply a discount' });

describe("Checkout's 'Apply a discount'", () => {
  it('shows the applied discount as the button’s description', () => {
    render(withCode);
    expect(opener().getAttribute('aria-haspopup')).toBe('dialog');
    const described = document.getElementById(opener().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Promo (LIBRENGDELI): -PHP 49.00');
  });

  it('shows an applied Senior Citizen / PWD discount the same way', () => {
    render({
      ...EMPTY_CART,
      special_discount: {
        uuid: 'sd-1',
        ids: [{ uuid: 'sd-1', discount_type: 'senior' }],
        special_discount_types: ['senior'],
        special_discount_computed_amount: 77.14,
        vat_exemption: 28.93,
        vat_exempt_sale: 241.07,
      },
    });
    const described = document.getElementById(opener().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Senior Citizen: -PHP 77.14');
  });

  it('lets the special discount section close the modal, focus going back to the button, and say what it did', async () => {
    renderWithProviders(
      <ApplyDiscount
        cart={EMPTY_CART}
        position={null}
        refreshCart={async () => undefined}
        specialDiscount={({ close, announce }) => (
          <button
            type="button"
            onClick={() => {
              announce('Special discount applied.');
              close();
            }}
          >
            Confirm
          </button>
        )}
      />,
    );
    fireEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Apply a discount' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
    expect(screen.getByRole('status').textContent).toBe('Special discount applied.');
  });

  it('has no description without a code', () => {
    render(EMPTY_CART);
    expect(opener().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/Promo \(/)).toBeNull();
  });

  it('opens the Discount modal, and Escape brings focus back to it', async () => {
    render(withCode);
    fireEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Apply a discount' });
    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).value).toBe('LIBRENGDELIVERY');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
    expect(sentRequests()).toEqual([]);
  });

  it('shows the special discount slot in the modal; closed by the screen, it leaves focus to what comes next', async () => {
    // Checkout holds the modal's state: a button in the slot closes it and opens another dialog (here, a
    // plain button taking focus stands in for it), then the screen opens the modal again.
    function Screen() {
      const [open, setOpen] = useState(false);
      const [other, setOther] = useState(false);
      return (
        <>
          <ApplyDiscount
            cart={EMPTY_CART}
            position={null}
            refreshCart={async () => undefined}
            open={open}
            onOpenChange={setOpen}
            specialDiscount={() => (
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  setOther(true);
                }}
              >
                Register new ID
              </button>
            )}
          />
          {other && (
            <button
              type="button"
              ref={(b) => b?.focus()}
              onClick={() => {
                setOther(false);
                setOpen(true);
              }}
            >
              Done
            </button>
          )}
        </>
      );
    }
    renderWithProviders(<Screen />);
    fireEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Apply a discount' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register new ID' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const done = screen.getByRole('button', { name: 'Done' });
    // Radix would send focus back to 'Apply a discount' after a tick: it stays where the screen put it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(done);

    fireEvent.click(done);
    expect(await screen.findByRole('dialog', { name: 'Apply a discount' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });
});
