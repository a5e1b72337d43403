// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import CheckoutTenders from './checkout-tenders';

const DETAILS = '/api/store/v1/customer/pay-with-points/details';
const details = json({ data: { balance: 125, value_per_point: 1, max_points: 120, points_used: 0, points_value: 0 } });

const renderTenders = (checkoutError: Parameters<typeof CheckoutTenders>[0]['checkoutError']) =>
  renderWithProviders(
    <CheckoutTenders
      wallet={{ credits: [{ code: '********WXYZ', amount: 100 }] }}
      points={{ customerUuid: '0b6c2d1e-3f4a-4b5c-8d9e-0f1a2b3c4d5e', isCoinMerchant: false }}
      position={null}
      checkoutError={checkoutError}
    />,
  );

describe("Checkout's tenders and a failed checkout (spec §4)", () => {
  it('shows the medicine wallet first, then pay with points (the summary lines’ order)', async () => {
    mockApi('post', DETAILS, details);
    renderTenders(null);
    await screen.findByText('Your balance');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Medicine wallet',
      'Pay with points',
    ]);
  });

  it('copies the wallet’s refusal to the wallet area alone', async () => {
    mockApi('post', DETAILS, details);
    const message = 'The wallet credits are no longer enough for this order.';
    renderTenders({ message, field: 'wallet' });
    await screen.findByText('Your balance');
    const wallet = screen.getByRole('region', { name: 'Medicine wallet' });
    expect(within(wallet).getByRole('alert').textContent).toBe(message);
    expect(within(screen.getByRole('region', { name: 'Pay with points' })).queryByRole('alert')).toBeNull();
  });

  it('copies a message no field took to both areas', async () => {
    mockApi('post', DETAILS, details);
    renderTenders({ message: 'Something broke.', field: null });
    await screen.findByText('Your balance');
    for (const name of ['Medicine wallet', 'Pay with points'])
      expect(within(screen.getByRole('region', { name })).getByRole('alert').textContent).toBe('Something broke.');
  });
});
