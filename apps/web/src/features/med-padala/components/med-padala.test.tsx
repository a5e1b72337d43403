// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { offersMedPadala } from '../med-padala-view';
import { MedPadala, type MedPadalaProps } from './med-padala';

const INQUIRY = '/api/store/v2/customer/estore/cart/med-padala/balance-inquiry';
const SAVE = '/api/store/v1/customer/estore/cart/med-padala/save';
const REMOVE = '/api/store/v1/customer/estore/cart/med-padala/remove';
/** 2026-11-24 09:45 UTC: 5:45 PM in Manila. */
const READ_AT = Date.UTC(2026, 10, 24, 9, 45);

const renderArea = (props: Partial<MedPadalaProps> = {}) =>
  renderWithProviders(<MedPadala position={null} credits={[]} checkoutError={null} {...props} />);

const area = () => screen.getByRole('region', { name: 'Medicine wallet' });
const code = () => screen.getByRole('textbox', { name: 'Wallet code' });
const pin = () => screen.getByLabelText('PIN');
const amount = () => screen.getByRole('textbox', { name: 'Amount (optional)' });
const button = (name: string) => within(area()).getByRole('button', { name });

function type(codeText: string, pinText: string) {
  fireEvent.change(code(), { target: { value: codeText } });
  fireEvent.change(pin(), { target: { value: pinText } });
}

describe('the medicine wallet area', () => {
  it('has a code and a masked numeric PIN, nothing applied yet', () => {
    renderArea();
    expect(screen.getByRole('heading', { name: 'Medicine wallet' })).toBeTruthy();
    expect(pin().getAttribute('type')).toBe('password');
    expect(pin().getAttribute('inputmode')).toBe('numeric');
    expect(screen.queryByRole('list', { name: 'Applied wallet credits' })).toBeNull();
  });

  it('checks the balance: the inquiry with the code as the server reads it, the balance and when it was read', async () => {
    const sent = mockApi('post', INQUIRY, json({ balance: 1500, code: 'ABCD2345WXYZ', milliseconds_date: READ_AT }));
    renderArea();
    type('abcd-2345 wxyz', '123456');
    fireEvent.click(button('Check balance'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ code: 'ABCD2345WXYZ', pin: '123456' });
    const balance = await screen.findByText('PHP 1,500.00');
    expect(balance.closest('p')?.textContent).toBe('Balance: PHP 1,500.00');
    expect(screen.getByText(/as of/).textContent).toBe('ABCD2345WXYZ, as of Nov 24, 2026, 5:45 PM');
    expect(screen.getByRole('status').textContent).toBe('Balance: PHP 1,500.00');
  });

  it('says what is missing under each input before any call', async () => {
    const sent = mockApi('post', INQUIRY, json({}));
    renderArea();
    fireEvent.change(pin(), { target: { value: '123' } });
    fireEvent.click(button('Check balance'));
    expect(await screen.findByText('Enter the wallet code.')).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(pin().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(pin().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter the 6-digit PIN.',
    );
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal under the input it is about, tied to it', async () => {
    const wrong = 'The wallet code or PIN is wrong.';
    mockApi('post', INQUIRY, json({ message: wrong, errors: { pin: [wrong] } }, 422));
    renderArea();
    type('ABCD2345WXYZ', '000000');
    fireEvent.click(button('Check balance'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(wrong);
    expect(pin().getAttribute('aria-invalid')).toBe('true');
    expect(pin().getAttribute('aria-describedby')).toContain(alert.id);
    expect(code().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a refusal on no input (too many tries) in the area', async () => {
    const tries = 'Too many tries. Please wait a while and try again.';
    mockApi('post', INQUIRY, json({ message: tries }, 429));
    renderArea();
    type('ABCD2345WXYZ', '000000');
    fireEvent.click(button('Check balance'));
    expect((await screen.findByRole('alert')).textContent).toBe(tries);
  });

  it('applies as much as fits without an amount: the save call, the cart asked again, the inputs cleared', async () => {
    const sent = mockApi(
      'post',
      SAVE,
      json({
        message: 'Wallet credits applied.',
        code: '********WXYZ',
        amount: 320,
        balance: 1500,
        cart_total_amount: 0,
      }),
    );
    const { queryClient } = renderArea();
    queryClient.setQueryData(['cart', 'list'], { cart_count: 1 });
    type('ABCD2345WXYZ', '123456');
    fireEvent.click(button('Apply'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ code: 'ABCD2345WXYZ', pin: '123456' });
    expect(await screen.findByText('Wallet credits applied.')).toBeTruthy();
    expect(queryClient.getQueryState(['cart', 'list'])?.isInvalidated).toBe(true);
    expect((code() as HTMLInputElement).value).toBe('');
    expect((pin() as HTMLInputElement).value).toBe('');
  });

  it('applies the amount typed, and Enter in an input applies (it does not submit the checkout form)', async () => {
    const sent = mockApi(
      'post',
      SAVE,
      json({
        message: 'Wallet credits applied.',
        code: '********WXYZ',
        amount: 250.5,
        balance: 1500,
        cart_total_amount: 10,
      }),
    );
    renderArea({ position: { lat: 14.57, lng: 121.06 } });
    type('ABCD2345WXYZ', '123456');
    fireEvent.change(amount(), { target: { value: '250.50' } });
    fireEvent.keyDown(amount(), { key: 'Enter' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      code: 'ABCD2345WXYZ',
      pin: '123456',
      amount: 250.5,
      customer_lat: 14.57,
      customer_lng: 121.06,
    });
  });

  it('refuses a broken amount, and shows the server’s refusal of one under it', async () => {
    const most = 'You can use at most PHP 320.00 from this wallet on this cart.';
    const sent = mockApi('post', SAVE, json({ message: most, errors: { amount: [most] } }, 422));
    renderArea();
    type('ABCD2345WXYZ', '123456');
    fireEvent.change(amount(), { target: { value: '1.234' } });
    fireEvent.click(button('Apply'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount in pesos, like 150 or 150.50.');
    expect(sent).toHaveLength(0);
    fireEvent.change(amount(), { target: { value: '999' } });
    fireEvent.click(button('Apply'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(most));
    expect(amount().getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the credits on the cart, each with Remove (by the code the cart shows)', async () => {
    const sent = mockApi('post', REMOVE, json({ message: 'Wallet credits removed.', cart_total_amount: 320 }));
    renderArea({ credits: [{ code: '********WXYZ', amount: 320 }] });
    const list = screen.getByRole('list', { name: 'Applied wallet credits' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('********WXYZ');
    // Said as 'ending in WXYZ', not star by star.
    expect(within(item).getByText('********WXYZ').getAttribute('aria-hidden')).toBe('true');
    expect(within(item).getByText('Wallet credit ending in WXYZ')).toBeTruthy();
    expect(within(list).getByText('-PHP 320.00')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove wallet credit ending in WXYZ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ code: '********WXYZ' });
    expect(await screen.findByText('Wallet credits removed.')).toBeTruthy();
  });

  it('shows a failed checkout’s message in its error state (spec §4) until the customer acts', async () => {
    const notEnough = 'The wallet credits are no longer enough for this order.';
    mockApi('post', INQUIRY, json({ balance: 100, code: 'ABCD2345WXYZ', milliseconds_date: READ_AT }));
    renderArea({ checkoutError: notEnough, credits: [{ code: '********WXYZ', amount: 320 }] });
    expect((await screen.findByRole('alert')).textContent).toBe(notEnough);
    type('ABCD2345WXYZ', '123456');
    fireEvent.click(button('Check balance'));
    await screen.findByText('PHP 100.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('offersMedPadala', () => {
  const withWallet = { customizations: { estore_wallets: [{ type: 'med-padala' }] } };
  it('is offered to a signed-in customer where the merchant has the med-padala wallet', () => {
    expect(offersMedPadala(true, withWallet)).toBe(true);
  });
  it('is hidden when signed out, or without the wallet', () => {
    expect(offersMedPadala(false, withWallet)).toBe(false);
    expect(offersMedPadala(true, { customizations: { estore_wallets: [] } })).toBe(false);
    expect(offersMedPadala(true, { customizations: { estore_wallets: [{ type: 'other' }] } })).toBe(false);
  });
});
