// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { cart, cartEntry } from '../test-cart';
import { FulfilmentControl } from './fulfilment-control';

describe('Logistic Type with the keyboard (issue 26)', () => {
  it('keeps the focus on the select while the new type is sent (a disabled select dropped it)', async () => {
    let answer: () => void = () => {};
    server.use(
      http.post(
        '/api/store/v5/public/customer/estore/cart/delivery_type/update',
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ message: 'ok' })))),
      ),
      http.post('/api/store/v5/public/customer/estore/cart/item/list', () => HttpResponse.json(cart())),
    );
    renderWithProviders(<FulfilmentControl entry={cartEntry()} />);
    const select = screen.getByRole('combobox', { name: 'Logistic Type' }) as HTMLSelectElement;
    select.focus();
    // An arrow key on a closed select changes it at once.
    fireEvent.change(select, { target: { value: 'pickup_now' } });
    await waitFor(() => expect(select.getAttribute('aria-busy')).toBe('true'));
    expect(select.disabled).toBe(false);
    expect(document.activeElement).toBe(select);
    answer();
    await waitFor(() => expect(select.getAttribute('aria-busy')).toBeNull());
    expect(document.activeElement).toBe(select);
  });
});
