// @vitest-environment happy-dom
import type { Cart } from '@storefront/contracts/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import DiscountModal from './discount-modal';

const VERIFY = '/api/store/v1/customer/estore/cart/voucher/verify';
const SAVE = '/api/store/v1/customer/estore/cart/voucher/save';
const REMOVE = '/api/store/v1/customer/estore/cart/voucher/remove';
const LIST = '/api/store/v1/customer/estore/promo-codes/list/:page';

const BRANCH = '5f0c8a8e-2d7b-4c1e-9a55-1b2c3d4e5f01';
type ModalCart = Pick<Cart, 'voucher_info' | 'list'>;
const list = [
  { branch_uuid: BRANCH, items: [{ product_inventory: { product_details: { category_id: 3 } } }] },
] as unknown as Cart['list'];
const NO_CODE: ModalCart = { voucher_info: null, list };
const APPLIED: ModalCart = { voucher_info: { code: 'LIBRENGDELIVERY', promo_code_type: 'free_delivery' }, list };

const invalid = (message: string) => json({ message, errors: { voucher_code: [message] } }, 422);
const SAVED = {
  message: 'Promo code applied.',
  voucher_info: { code: 'KAIN10', promo_code_type: 'percentage' },
  voucher_amount: 23.4,
};

/**
 * The modal as Checkout holds it: open, over a cart that `refreshCart` replaces with `after` (what the
 * server answers once the code is saved or removed). Records what the modal told its screen.
 */
function renderModal(initial: ModalCart, { after = initial }: { after?: ModalCart } = {}) {
  const told = { refreshes: 0, applied: [] as string[], closed: false };
  function Checkout() {
    const [cart, setCart] = useState(initial);
    const [open, setOpen] = useState(true);
    if (!open) return <p>closed</p>;
    return (
      <DiscountModal
        open
        onOpenChange={(next) => {
          setOpen(next);
          told.closed = !next;
        }}
        cart={cart}
        position={{ lat: 14.55, lng: 121.02 }}
        refreshCart={async () => {
          told.refreshes++;
          setCart(after);
        }}
        onApplied={(message) => told.applied.push(message)}
        returnFocus={() => null}
      />
    );
  }
  renderWithProviders(<Checkout />);
  return told;
}

const field = () => screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement;
/** What a screen reader reads after the field's name: its message (aria-describedby). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('the Discount modal', () => {
  it('asks for a code before calling anything', async () => {
    renderModal(NO_CODE);
    expect(screen.getByRole('dialog', { name: 'Apply a discount' })).toBeTruthy();
    // Radix moves focus in an effect, after the first paint.
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(field().maxLength).toBe(40);

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter promo code.');
    expect(descriptionOf(field())).toBe('Please enter promo code.');
    expect(sentRequests()).toEqual([]);
  });

  it.each(['Promo Code is invalid.', 'Add PHP 12.50 more to use this promo code (minimum PHP 500.00).'])(
    "shows the server's '%s' under the field and saves nothing",
    async (message) => {
      const verified = mockApi('post', VERIFY, invalid(message));
      const told = renderModal(NO_CODE);
      fireEvent.input(field(), { target: { value: 'SULIT50' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(descriptionOf(field())).toBe(message);
      expect(verified).toHaveLength(1);
      expect(sentRequests()).toEqual([`POST ${VERIFY}`]);
      expect(told).toEqual({ refreshes: 0, applied: [], closed: false });
    },
  );

  it('verifies, then saves the code as typed, refreshes the cart and closes', async () => {
    const verified = mockApi('post', VERIFY, json({ ...SAVED, message: 'Promo code is valid.' }));
    mockApi('post', SAVE, json(SAVED));
    const told = renderModal(NO_CODE, {
      after: { ...NO_CODE, voucher_info: { code: 'KAIN10', promo_code_type: 'percentage' } },
    });
    fireEvent.input(field(), { target: { value: 'kain10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('closed')).toBeTruthy();
    expect(sentRequests()).toEqual([`POST ${VERIFY}`, `POST ${SAVE}`]);
    // The server normalises the code; the position prices a free_delivery code's fee as the cart does.
    expect(verified[0]?.body).toEqual({ voucher_code: 'kain10 ', customer_lat: 14.55, customer_lng: 121.02 });
    expect(told).toEqual({ refreshes: 1, applied: ['Promo code applied.'], closed: true });
  });

  it('disables the field while a code is applied; the clear icon removes it', async () => {
    mockApi('get', REMOVE, json({ message: 'Promo code removed.' }));
    const told = renderModal(APPLIED, { after: NO_CODE });
    expect(field().disabled).toBe(true);
    expect(field().value).toBe('LIBRENGDELIVERY');
    expect((screen.getByRole('button', { name: 'Applied' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code LIBRENGDELIVERY' }));

    await waitFor(() => expect(field().disabled).toBe(false));
    expect(field().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /Remove promo code/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Promo code removed.');
    expect(sentRequests()).toEqual([`GET ${REMOVE}`]);
    expect(told.refreshes).toBe(1);
  });
});

const codes = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => ({
    code: `CODE${from + n}`,
    terms_and_conditions: `Terms of CODE${from + n}.`,
  }));

/** Opens the list from the Discount modal and waits for its first page. */
async function openList() {
  fireEvent.click(screen.getByRole('button', { name: 'Or view available vouchers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Available Promo Codes' });
  await within(dialog).findByRole('list');
  return dialog;
}

describe('the Available Promo Codes screen', () => {
  it("lists the cart's codes and loads the next page once scrolling rests at the end", async () => {
    const pages = mockApi(
      'post',
      LIST,
      json({ data: codes(1, 10), max_page: 2 }),
      json({ data: codes(11, 2), max_page: 2 }),
    );
    renderModal(NO_CODE);
    const dialog = await openList();

    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(descriptionOf(dialog)).toBe('Copy a promo code and enter it in the previous screen');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Available Promo Codes' }));
    expect(pages.map((p) => p.path)).toEqual(['/api/store/v1/customer/estore/promo-codes/list/1']);
    expect(pages[0]?.body).toEqual({ branch_uuids: [BRANCH], category_ids: [3], platform: 'web' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);

    // The list scrolls within its box; at its end, the next page waits for scrolling to rest (500 ms).
    const box = within(dialog).getByRole('list').parentElement as HTMLElement;
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 500 });
    box.scrollTop = 200;
    fireEvent.scroll(box);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(pages).toHaveLength(1); // not at the end: nothing more

    box.scrollTop = 500;
    fireEvent.scroll(box);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pages).toHaveLength(1); // still within the debounce
    await waitFor(() => expect(pages).toHaveLength(2));
    expect(pages[1]?.path).toBe('/api/store/v1/customer/estore/promo-codes/list/2');
    expect(await within(dialog).findByRole('button', { name: 'Copy CODE12' })).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(12);

    // Page 2 of 2: the end of the list asks for nothing more.
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 1200 });
    box.scrollTop = 700;
    fireEvent.scroll(box);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(pages).toHaveLength(2);
  });

  it('shows and hides each code’s terms with a disclosure button', async () => {
    mockApi('post', LIST, json({ data: codes(1, 2), max_page: 1 }));
    renderModal(NO_CODE);
    const dialog = await openList();
    const first = within(dialog).getAllByRole('listitem')[0] as HTMLElement;
    const toggle = within(first).getByRole('button', { name: 'View Terms and Conditions' });
    const terms = within(first).getByText('Terms of CODE1.');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(terms.id);
    expect(terms.hidden).toBe(true);
    expect(descriptionOf(toggle)).toBe('CODE1');

    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Hide Terms and Conditions');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(terms.hidden).toBe(false);
    // The other code's terms stay closed.
    expect(within(dialog).getByText('Terms of CODE2.').hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('View Terms and Conditions');
    expect(terms.hidden).toBe(true);
  });

  it('says so when there are no codes', async () => {
    mockApi('post', LIST, json({ data: [], max_page: 1 }));
    renderModal(NO_CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Or view available vouchers' }));
    expect(await screen.findByText('There are no Promo Codes available.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('copies a code, and Back returns to the Discount modal with it in the field', async () => {
    mockApi('post', LIST, json({ data: codes(1, 2), max_page: 1 }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderModal(NO_CODE);
    const dialog = await openList();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy CODE2' }));
    expect(writeText).toHaveBeenCalledWith('CODE2');
    expect(within(dialog).getByRole('button', { name: 'Copied CODE2' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('CODE2 copied.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Apply a discount' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Or view available vouchers' }));
    expect(field().value).toBe('CODE2');
    expect(sentRequests()).toEqual(['POST /api/store/v1/customer/estore/promo-codes/list/1']);
    writeText.mockRestore();
  });

  it('goes Back on Escape rather than closing', async () => {
    mockApi('post', LIST, json({ data: codes(1, 1), max_page: 1 }));
    const told = renderModal(NO_CODE);
    await openList();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await screen.findByRole('dialog', { name: 'Apply a discount' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Or view available vouchers' }));
    expect(told.closed).toBe(false);
  });
});
