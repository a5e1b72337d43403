// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, json, mockApi, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { offersPayWithPoints } from '../pay-with-points-view';
import { PayWithPoints } from './pay-with-points';

const DETAILS = '/api/store/v1/customer/pay-with-points/details';
const REDEEM = '/api/store/v1/customer/pay-with-points/redeem';
const CUSTOMER = '0b6c2d1e-3f4a-4b5c-8d9e-0f1a2b3c4d5e';

const details = (
  overrides: Partial<{ balance: number; max_points: number; points_used: number; points_value: number }> = {},
) =>
  json({ data: { balance: 125, value_per_point: 1, max_points: 120, points_used: 0, points_value: 0, ...overrides } });

const renderSection = (checkoutError: string | null = null) =>
  renderWithProviders(
    <PayWithPoints customerUuid={CUSTOMER} position={null} isCoinMerchant checkoutError={checkoutError} />,
  );

const field = () => screen.getByRole('textbox', { name: 'UCOINS to use' });

describe('Pay with points', () => {
  it('shows the balance and the most usable now, in the coin merchant’s unit', async () => {
    mockApi('post', DETAILS, details());
    renderSection();
    expect(await screen.findByText('125 UCOINS')).toBeTruthy();
    expect(screen.getByText('120 UCOINS')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay with points' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('uses the typed points: the redeem call, then the cart and the badge asked again', async () => {
    mockApi('post', DETAILS, details(), details({ points_used: 50, points_value: 50 }));
    const redeem = mockApi(
      'post',
      REDEEM,
      json({ message: 'Points applied.', points_used: 50, points_value: 50, cart_total_amount: 70 }),
    );
    const { queryClient } = renderSection();
    queryClient.setQueryData(['loyalty', 'balance', CUSTOMER], 125);
    fireEvent.change(await screen.findByRole('textbox', { name: 'UCOINS to use' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use points' }));
    await waitFor(() => expect(redeem).toHaveLength(1));
    expect(redeem[0]?.body).toEqual({ points: 50 });
    expect(await screen.findByText('Points applied.')).toBeTruthy();
    expect(await screen.findByText('50 UCOINS')).toBeTruthy();
    expect(screen.getByText('-PHP 50.00')).toBeTruthy();
    expect(queryClient.getQueryState(['loyalty', 'balance', CUSTOMER])?.isInvalidated).toBe(true);
  });

  it('Enter in the field uses the points (it does not submit the checkout form around it)', async () => {
    mockApi('post', DETAILS, details());
    const redeem = mockApi(
      'post',
      REDEEM,
      json({ message: 'Points applied.', points_used: 5, points_value: 5, cart_total_amount: 115 }),
    );
    renderSection();
    fireEvent.change(await screen.findByRole('textbox', { name: 'UCOINS to use' }), { target: { value: '5' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(redeem).toHaveLength(1));
  });

  it('Use all sends the most usable now', async () => {
    mockApi('post', DETAILS, details());
    const redeem = mockApi(
      'post',
      REDEEM,
      json({ message: 'Points applied.', points_used: 120, points_value: 120, cart_total_amount: 0 }),
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Use all' }));
    await waitFor(() => expect(redeem).toHaveLength(1));
    expect(redeem[0]?.body).toEqual({ points: 120 });
  });

  it('keeps what is typed while Use all is answered (the next amount is not wiped)', async () => {
    mockApi('post', DETAILS, details(), details({ points_used: 120, points_value: 120 }));
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(REDEEM, async () => {
        await answered;
        return HttpResponse.json({
          message: 'Points applied.',
          points_used: 120,
          points_value: 120,
          cart_total_amount: 0,
        });
      }),
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Use all' }));
    fireEvent.change(field(), { target: { value: '50' } });
    answer();
    expect(await screen.findByText('Points applied.')).toBeTruthy();
    expect((field() as HTMLInputElement).value).toBe('50');
  });

  it('shows the server’s refusal under the field, tied to it', async () => {
    mockApi('post', DETAILS, details());
    const message = 'You can use at most 120 points on this cart.';
    mockApi('post', REDEEM, json({ message, errors: { points: [message] } }, 422));
    renderSection();
    fireEvent.change(await screen.findByRole('textbox', { name: 'UCOINS to use' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use points' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('refuses more than the most usable, and an empty field, before any call', async () => {
    mockApi('post', DETAILS, details());
    const redeem = mockApi('post', REDEEM, json({}));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Use points' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the points to use.');
    fireEvent.change(field(), { target: { value: '121' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use points' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can use at most 120 points on this cart.');
    expect(redeem).toHaveLength(0);
  });

  it('Remove takes the points off (0)', async () => {
    mockApi('post', DETAILS, details({ points_used: 50, points_value: 50 }), details());
    const redeem = mockApi(
      'post',
      REDEEM,
      json({ message: 'Points removed.', points_used: 0, points_value: 0, cart_total_amount: 120 }),
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(redeem).toHaveLength(1));
    expect(redeem[0]?.body).toEqual({ points: 0 });
    expect(await screen.findByText('Points removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull());
  });

  it('shows a failed checkout’s message in its error state (spec §4)', async () => {
    mockApi('post', DETAILS, details({ points_used: 50, points_value: 50 }));
    renderSection('Not enough points.');
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough points.');
  });
});

describe('offersPayWithPoints', () => {
  const on = { pay_with_points_estore_enabled: true };
  it('is offered to a signed-in customer where the merchant turned it on with the points view', () => {
    expect(offersPayWithPoints(true, on, { enable_points_view: true })).toBe(true);
  });
  it('is hidden when signed out, not offered, store details not loaded, or the points view is off', () => {
    expect(offersPayWithPoints(false, on, { enable_points_view: true })).toBe(false);
    expect(offersPayWithPoints(true, { pay_with_points_estore_enabled: false }, { enable_points_view: true })).toBe(
      false,
    );
    expect(offersPayWithPoints(true, undefined, { enable_points_view: true })).toBe(false);
    expect(offersPayWithPoints(true, on, { enable_points_view: false })).toBe(false);
  });
});
