// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import type { TransactionHistoryItem } from '../api/get-transaction-history';
import { TransactionHistory } from './transaction-history';

const HISTORY = '/api/transactions/transaction/customer/history/:page';
const page = (n: number) => `GET /api/transactions/transaction/customer/history/${n}`;

/** Noon, Nov 24 2026, in Manila (UTC+8). */
const NOW = new Date('2026-11-24T04:00:00.000Z');

let seq = 0;
const movement = (overrides: Partial<TransactionHistoryItem>): TransactionHistoryItem => ({
  uuid: `m-${++seq}`,
  created_at: '2026-11-24T03:00:00.000Z',
  transaction_type: 'Earn Points',
  transaction_short_date: 'Nov 24, 11:00 AM',
  points: 19,
  balance_after: 24,
  description: 'Order A1B2C3D4',
  ...overrides,
});

const TODAY = movement({
  uuid: 'today',
  transaction_type: 'Achievement Unlock',
  points: 5,
  description: 'Registration survey',
});
// 11:30 PM Nov 23 in Manila, though still Nov 23 15:30 in UTC.
const YESTERDAY = movement({
  uuid: 'yesterday',
  created_at: '2026-11-23T15:30:00.000Z',
  transaction_short_date: 'Nov 23, 11:30 PM',
});
const OLDER = movement({
  uuid: 'older',
  created_at: '2026-11-21T02:00:00.000Z',
  transaction_type: 'Pay with Points',
  transaction_short_date: 'Nov 21, 10:00 AM',
  points: -10,
  description: 'Order 0B5C3F0E',
});

const reply = (list: TransactionHistoryItem[], current: number, next: number | null, max = next ?? current) =>
  json({ list, current_page: current, max_page: max, next_page: next });

function renderHistory({ isCoinMerchant = false, queryClient = createTestQueryClient() } = {}) {
  return renderWithProviders(<TransactionHistory customerUuid="c-1" isCoinMerchant={isCoinMerchant} />, {
    queryClient,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('Transaction History', () => {
  it('groups movements under their Manila day, each with its type, description, time and signed points', async () => {
    mockApi('get', HISTORY, reply([TODAY, YESTERDAY, OLDER], 1, null));
    renderHistory();
    const groups = await screen.findAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && within(g).getByRole('heading').textContent)).toEqual([
      'Today',
      'Yesterday, Nov 23',
      'Nov 21',
    ]);
    const today = screen.getByRole('region', { name: 'Today' });
    const [item] = within(today).getAllByRole('listitem');
    expect(item?.textContent).toBe('Achievement UnlockRegistration surveyNov 24, 11:00 AM+5 Pts.');
    expect(within(today).getByText('Nov 24, 11:00 AM').closest('time')?.getAttribute('dateTime')).toBe(
      TODAY.created_at,
    );
    const older = screen.getByRole('region', { name: 'Nov 21' });
    expect(within(older).getByText('−10 Pts.')).toBeTruthy();
    expect(within(older).getByText('Pay with Points')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('counts in UCOINS for the coin merchant', async () => {
    mockApi('get', HISTORY, reply([TODAY, movement({ points: 1 })], 1, null));
    renderHistory({ isCoinMerchant: true });
    expect(await screen.findByText('+5 UCOINS')).toBeTruthy();
    expect(screen.getByText('+1 UCOIN')).toBeTruthy();
  });

  it('loads 20 more at a time with Load more until the last page', async () => {
    const first = Array.from({ length: 20 }, (_, i) => movement({ uuid: `p1-${i}` }));
    const second = Array.from({ length: 20 }, (_, i) =>
      movement({ uuid: `p2-${i}`, created_at: '2026-11-23T02:00:00.000Z' }),
    );
    const third = [OLDER];
    mockApi('get', HISTORY, reply(first, 1, 2, 3), reply(second, 2, 3, 3), reply(third, 3, null, 3));
    renderHistory();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40));
    expect(screen.getByRole('status').textContent).toBe('40 transactions shown.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(41));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(sentRequests()).toEqual([page(1), page(2), page(3)]);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Today', 'Yesterday, Nov 23', 'Nov 21']);
  });

  it('shows a movement once when the pages shifted under it', async () => {
    mockApi('get', HISTORY, reply([TODAY, YESTERDAY], 1, 2), reply([YESTERDAY, OLDER], 2, null));
    renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('starts again from page 1 on every visit', async () => {
    mockApi('get', HISTORY, reply([TODAY], 1, 2), reply([OLDER], 2, null), reply([TODAY], 1, 2));
    const queryClient = createTestQueryClient();
    const first = renderHistory({ queryClient });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('−10 Pts.');
    first.unmount();
    await new Promise((r) => setTimeout(r, 10));
    renderHistory({ queryClient });
    await screen.findByRole('button', { name: 'Load more' });
    expect(screen.queryByText('−10 Pts.')).toBeNull();
    expect(sentRequests()).toEqual([page(1), page(2), page(1)]);
  });

  it('says so when there is nothing yet', async () => {
    mockApi('get', HISTORY, reply([], 1, null, 1));
    renderHistory();
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a loading state, then the error with Try again', async () => {
    mockApi('get', HISTORY, json({ message: 'x' }, 500), reply([TODAY], 1, null));
    renderHistory();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong, please try again');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Achievement Unlock')).toBeTruthy();
  });

  it('keeps what it has when Load more fails, and says why', async () => {
    mockApi('get', HISTORY, reply([TODAY], 1, 2), json({ message: 'x' }, 500));
    renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, please try again');
    expect(screen.getByText('Achievement Unlock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});
