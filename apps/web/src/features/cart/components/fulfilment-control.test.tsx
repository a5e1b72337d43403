// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { cart, cartEntry } from '../test-cart';
import { FulfilmentControl } from './fulfilment-control';

// What the screen loads lazily (issue 28), loaded before the timed assertions: on a busy machine a
// module's first import can take longer than a findBy waits.
beforeAll(() => Promise.all([import('@/components/prompt-dialog')]));

const UPDATE = '/api/store/v5/public/customer/estore/cart/delivery_type/update';
const LIST = '/api/store/v5/public/customer/estore/cart/item/list';

const logisticType = () => screen.getByRole('combobox', { name: 'Logistic Type' });

describe('Logistic Type as a listbox (issue 27)', () => {
  it('offers the enabled types, the current one marked, and keeps the focus while the choice is saved', async () => {
    let answer: () => void = () => {};
    const sent: unknown[] = [];
    server.use(
      http.post(UPDATE, async ({ request }) => {
        sent.push(await request.json());
        return new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ message: 'ok' }))));
      }),
      http.post(LIST, () => HttpResponse.json(cart({ list: [cartEntry({ delivery_type: 'pickup_now' })] }))),
    );
    renderWithProviders(<FulfilmentControl entry={cartEntry()} />);
    const control = logisticType();
    expect(control.textContent).toBe('Delivery');
    expect(control.getAttribute('aria-expanded')).toBe('false');
    control.focus();

    // ArrowDown opens the list on the current type; the next ArrowDown moves to Pickup.
    fireEvent.keyDown(control, { key: 'ArrowDown' });
    const list = await screen.findByRole('listbox', { name: 'Logistic Type' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Delivery', 'Pickup']);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(control.getAttribute('aria-expanded')).toBe('true');
    expect(control.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(control, { key: 'ArrowDown' });
    await waitFor(() => expect(control.getAttribute('aria-activedescendant')).toBe(options[1]?.id));

    // Enter picks it: sent at once, shown at once, the list closed and the focus still here (issue 26).
    fireEvent.keyDown(control, { key: 'Enter' });
    await waitFor(() => expect(control.getAttribute('aria-busy')).toBe('true'));
    expect(sent).toEqual([expect.objectContaining({ delivery_type: 'pickup_now' })]);
    expect(control.textContent).toBe('Pickup');
    expect(control.getAttribute('aria-expanded')).toBe('false');
    expect(control.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(control);
    answer();
    await waitFor(() => expect(control.getAttribute('aria-busy')).toBeNull());
    expect(document.activeElement).toBe(control);
  });

  it('closes on Escape and on leaving without choosing anything', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(UPDATE, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderWithProviders(<FulfilmentControl entry={cartEntry()} />);
    const control = logisticType();
    control.focus();
    fireEvent.keyDown(control, { key: 'ArrowDown' });
    fireEvent.keyDown(control, { key: 'ArrowDown' });
    await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(control, { key: 'Escape' });
    await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('false'));

    // Tab away with Pickup highlighted: the list closes, Delivery stays.
    fireEvent.keyDown(control, { key: 'ArrowDown' });
    fireEvent.keyDown(control, { key: 'ArrowDown' });
    await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.blur(control);
    await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('false'));
    expect(control.textContent).toBe('Delivery');
    expect(sent).toEqual([]);
  });

  it('a tapped type the server refuses shows its message with CLOSE, and the saved type again', async () => {
    server.use(
      http.post(UPDATE, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { delivery_type: ['Pickup is not available right now.'] } },
          { status: 422 },
        ),
      ),
    );
    renderWithProviders(<FulfilmentControl entry={cartEntry()} />);
    const control = logisticType();
    fireEvent.click(control);
    fireEvent.click(await screen.findByRole('option', { name: 'Pickup' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(prompt.querySelector('.prompt-modal__message')?.textContent).toBe('Pickup is not available right now.');
    expect(within(prompt).getByRole('button', { name: 'CLOSE' })).toBeTruthy();
    // Behind the modal (hidden from the accessibility tree while it is open).
    await waitFor(() => expect(control.textContent).toBe('Delivery'));
  });
});
