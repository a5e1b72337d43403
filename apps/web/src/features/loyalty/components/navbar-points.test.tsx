// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { pointsBalanceQueryOptions, refreshPointsBalance } from '../api/get-points-balance';
import { NavbarPoints } from './navbar-points';

const BALANCE = '/api/points/customer/balance';
const COIN = { enable_points_view: true, is_coin_merchant: true };

describe('the navbar points badge', () => {
  it('shows the coin merchant’s balance as a link named for it', async () => {
    mockApi('get', BALANCE, json({ balance: 5 }));
    renderWithProviders(<NavbarPoints customerUuid="c-1" settings={COIN} to="/ushop/my-points" />);
    const link = await screen.findByRole('link', { name: '5 UCOINS — your points' });
    expect(link.textContent).toBe('5 UCOINS');
    expect(link.getAttribute('href')).toBe('/ushop/my-points');
  });

  it('uses Pt./Pts. and thousands separators elsewhere, singular at 1 or less', async () => {
    mockApi('get', BALANCE, json({ balance: 1234 }));
    const settings = { enable_points_view: true, is_coin_merchant: false };
    renderWithProviders(<NavbarPoints customerUuid="c-1" settings={settings} to="/kainan/transaction-history" />);
    expect((await screen.findByRole('link', { name: /your points/ })).textContent).toBe('1,234 Pts.');
  });

  it('asks nothing and shows nothing for a guest, or with the points view off', async () => {
    renderWithProviders(<NavbarPoints customerUuid={null} settings={COIN} to="/ushop/my-points" />);
    renderWithProviders(
      <NavbarPoints customerUuid="c-1" settings={{ ...COIN, enable_points_view: false }} to="/ushop/my-points" />,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('link')).toBeNull();
    expect(sentRequests()).toEqual([]);
  });

  it('shows nothing when the balance cannot be had', async () => {
    mockApi('get', BALANCE, json({ message: 'Something went wrong, please try again' }, 500));
    renderWithProviders(<NavbarPoints customerUuid="c-1" settings={COIN} to="/ushop/my-points" />);
    await waitFor(() => expect(sentRequests()).toEqual([`GET ${BALANCE}`]));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('takes a new balance without a reload when points move', async () => {
    mockApi('get', BALANCE, json({ balance: 0 }), json({ balance: 5 }));
    const { queryClient } = renderWithProviders(
      <NavbarPoints customerUuid="c-1" settings={COIN} to="/ushop/my-points" />,
    );
    expect((await screen.findByRole('link', { name: /your points/ })).textContent).toBe('0 UCOIN');
    await refreshPointsBalance(queryClient);
    await waitFor(() => expect(screen.getByRole('link', { name: /your points/ }).textContent).toBe('5 UCOINS'));
  });

  it('takes the balance the survey answered with at once', async () => {
    mockApi('get', BALANCE, json({ balance: 0 }), json({ balance: 5 }));
    const { queryClient } = renderWithProviders(
      <NavbarPoints customerUuid="c-1" settings={COIN} to="/ushop/my-points" />,
    );
    await screen.findByRole('link', { name: '0 UCOIN — your points' });
    const refreshed = refreshPointsBalance(queryClient, 5);
    // In the cache before the call goes out again.
    expect(queryClient.getQueryData(pointsBalanceQueryOptions('c-1').queryKey)).toBe(5);
    await refreshed;
    await waitFor(() => expect(screen.getByRole('link', { name: '5 UCOINS — your points' })).toBeTruthy());
  });
});
