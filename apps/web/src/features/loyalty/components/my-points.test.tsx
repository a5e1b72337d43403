// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import type { RewardSummary } from '../api/get-rewards';
import { MyPoints } from './my-points';

const LIST = '/api/rewards/rewards/customer/all/:page';
const BALANCE = '/api/points/customer/balance';

let seq = 0;
const reward = (overrides: Partial<RewardSummary> = {}): RewardSummary => ({
  uuid: `r-${++seq}`,
  name: `Reward ${seq}`,
  description: '',
  image: null,
  points_cost: 50,
  kind: 'item',
  stock_left: null,
  valid_from: null,
  valid_until: null,
  available: true,
  ...overrides,
});
const page = (list: RewardSummary[], current: number, next: number | null) =>
  json({
    list,
    current_page: current,
    max_page: next ?? current,
    prev_page: current > 1 ? current - 1 : null,
    next_page: next,
  });

const renderMyPoints = () =>
  renderWithProviders(
    <MyPoints
      customerUuid="c-1"
      isCoinMerchant
      historyPath="/ushop/transaction-history"
      guidelinesPath="/ushop/guidelines"
      rewardPath={(uuid) => `/ushop/rewards/${uuid}`}
    />,
  );

describe('My Points', () => {
  it('shows the balance big with its unit, links to Transaction History and the Guidelines, and the rewards as cards', async () => {
    mockApi('get', BALANCE, json({ balance: 1234 }));
    const coffee = reward({ name: 'Free Iced Coffee', points_cost: 50 });
    const bag = reward({ name: 'Tote Bag', points_cost: 2000 });
    const gone = reward({ name: 'Mug', available: false, stock_left: 0 });
    const later = reward({ name: 'Umbrella', available: false });
    const sent = mockApi('post', LIST, page([coffee, bag, gone, later], 1, null));
    renderMyPoints();

    const balance = screen.getByRole('region', { name: 'Your balance' });
    await waitFor(() => expect(within(balance).getByText('1,234')).toBeTruthy());
    expect(within(balance).getByText('UCOINS')).toBeTruthy();
    expect(within(balance).getByRole('link', { name: 'Transaction History' }).getAttribute('href')).toBe(
      '/ushop/transaction-history',
    );
    // The merchant's mechanics: how points are earned and used.
    expect(within(balance).getByRole('link', { name: 'Guidelines' }).getAttribute('href')).toBe('/ushop/guidelines');

    const rewards = screen.getByRole('region', { name: 'Rewards' });
    const cards = await within(rewards).findAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(sent[0]?.body).toEqual({ platform: 'web' });
    expect(sent[0]?.path).toBe('/api/rewards/rewards/customer/all/1');
    const link = within(rewards).getByRole('link', { name: 'Free Iced Coffee' });
    expect(link.getAttribute('href')).toBe(`/ushop/rewards/${coffee.uuid}`);
    expect(cards[0]?.textContent).toContain('50 UCOINS');
    expect(cards[1]?.textContent).toContain('You need 766 more UCOINS');
    expect(cards[2]?.textContent).toContain('Out of stock');
    expect(cards[3]?.textContent).toContain('Not available');
    expect(cards[0]?.textContent).not.toContain('You need');
    expect(within(rewards).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('pages with Load more: previous page + 1, until next_page is null, and says how many are shown', async () => {
    mockApi('get', BALANCE, json({ balance: 5 }));
    const first = [reward(), reward()];
    const second = [reward(), reward()];
    const third = [reward()];
    const sent = mockApi('post', LIST, page(first, 1, 2), page(second, 2, 3), page(third, 3, null));
    renderMyPoints();
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    await waitFor(() => expect(within(rewards).getAllByRole('listitem')).toHaveLength(2));

    fireEvent.click(within(rewards).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(rewards).getAllByRole('listitem')).toHaveLength(4));
    expect(within(rewards).getByText('4 rewards shown.')).toBeTruthy();
    fireEvent.click(within(rewards).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(rewards).getAllByRole('listitem')).toHaveLength(5));
    expect(within(rewards).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(sent.map((s) => s.path)).toEqual([
      '/api/rewards/rewards/customer/all/1',
      '/api/rewards/rewards/customer/all/2',
      '/api/rewards/rewards/customer/all/3',
    ]);
  });

  it('says when there are no rewards yet, and offers to try again when the list fails', async () => {
    mockApi('get', BALANCE, json({ balance: 0 }));
    mockApi('post', LIST, json({ message: 'Something went wrong, please try again' }, 500), page([], 1, null));
    renderMyPoints();
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    fireEvent.click(await within(rewards).findByRole('button', { name: 'Try again' }));
    expect(await within(rewards).findByText('No rewards yet.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your balance' })).getByText('UCOIN')).toBeTruthy();
    expect(sentRequests().filter((r) => r.startsWith('POST'))).toHaveLength(2);
  });
});
