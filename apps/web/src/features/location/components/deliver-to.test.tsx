// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCustomerLocation, getCustomerLocation, useCustomerLocation } from '@/lib/customer-location';
import { json, mockApi, type SentRequest, sentRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { DeliverTo } from './deliver-to';

const BLOCKED = 'Unable to Change Location. Please Remove Items From Your Cart.';
const PLACES = [
  { label: 'Makati City, Metro Manila', lat: 14.55027, lng: 121.03269 },
  { label: 'Makato, Aklan', lat: 11.7119, lng: 122.2918 },
];

const renderDeliverTo = (locked: boolean) => renderWithProviders(<DeliverTo locked={locked} mapTiles={null} />);

let searches: SentRequest[];

beforeEach(() => {
  clearCustomerLocation();
  searches = mockApi('get', '/api/store/v1/public/customer/estore/address/search', json({ data: PLACES }));
});

describe('the Deliver to picker, locked (the cart has items)', () => {
  it('does not open the picker: it says why, and OK closes that', async () => {
    renderDeliverTo(true);
    fireEvent.click(screen.getByRole('button', { name: /Deliver to/ }));

    const prompt = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(prompt.textContent).toContain(BLOCKED);
    expect(screen.queryByRole('combobox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getCustomerLocation()).toBeNull();
  });
});

describe('the Deliver to picker', () => {
  it('says no location is chosen yet', () => {
    renderDeliverTo(false);
    expect(screen.getByRole('button', { name: /Deliver to/ }).textContent).toContain('Choose your location');
  });

  it('suggests places as the customer types, picks one with the keyboard, and shows it', async () => {
    renderDeliverTo(false);
    fireEvent.click(screen.getByRole('button', { name: /Deliver to/ }));
    const field = await screen.findByRole('combobox', { name: 'Search for your city or area' });
    expect(field.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(field, { target: { value: 'mak' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(PLACES.map((p) => p.label));
    expect(sentRequests()).toHaveLength(1);
    expect(searches[0]?.path).toBe('/api/store/v1/public/customer/estore/address/search?q=mak');
    expect(field.getAttribute('aria-expanded')).toBe('true');

    // ↓ ↓ ↑ : the first is highlighted; Enter picks it.
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'Enter' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getCustomerLocation()).toEqual(PLACES[0]);
    expect(screen.getByRole('button', { name: /Deliver to/ }).textContent).toContain('Makati City, Metro Manila');
  });

  it('closes the suggestions on Escape, leaving the picker open', async () => {
    renderDeliverTo(false);
    fireEvent.click(screen.getByRole('button', { name: /Deliver to/ }));
    const field = await screen.findByRole('combobox');
    fireEvent.change(field, { target: { value: 'mak' } });
    await screen.findAllByRole('option');

    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByRole('dialog', { name: 'Deliver to' })).toBeTruthy();
  });

  it('asks nothing for fewer than two characters', async () => {
    renderDeliverTo(false);
    fireEvent.click(screen.getByRole('button', { name: /Deliver to/ }));
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'm' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sentRequests()).toEqual([]);
  });
});

describe('the Deliver to picker on Checkout (issue 26)', () => {
  /** Checkout shows the picker only while no place is chosen, and the house no./street field after it. */
  function CheckoutAddress() {
    const location = useCustomerLocation();
    return (
      <>
        {location ? <p>{location.label}</p> : <DeliverTo locked={false} mapTiles={null} returnFocus={houseStreet} />}
        <input aria-label="House no., street, landmark" id="house-street" />
      </>
    );
  }
  const houseStreet = () => document.getElementById('house-street');

  it('moves focus on to the house no. and street once a place is chosen (its button is gone)', async () => {
    renderWithProviders(<CheckoutAddress />);
    fireEvent.click(screen.getByRole('button', { name: /Deliver to/ }));
    const field = await screen.findByRole('combobox');
    fireEvent.change(field, { target: { value: 'mak' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Makati City, Metro Manila')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(houseStreet()));
  });
});
