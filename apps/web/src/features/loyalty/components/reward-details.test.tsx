// @vitest-environment happy-dom
import { REWARD_MESSAGES } from '@storefront/contracts/rewards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import type { RewardDetails as Reward, RewardRedemption } from '../api/get-reward';
import { myBalanceQueryOptions as pointsBalanceQueryOptions } from '../api/my-balance';
import { RewardDetails } from './reward-details';

const ID = '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b';
const VIEW = '/api/rewards/rewards/customer/view/:id';
const REDEEM = '/api/rewards/rewards/customer/redeem';
const BALANCE = '/api/points/customer/balance';

const COFFEE: Reward = {
  uuid: ID,
  name: 'Free Iced Coffee',
  description: 'A cold one on us.',
  image: null,
  points_cost: 50,
  kind: 'item',
  stock_left: 12,
  valid_from: null,
  valid_until: '2026-12-31T15:59:00.000Z',
  available: true,
  terms: 'One per visit.\nShow the code at the counter.',
  discount: null,
  per_customer_limit: null,
  redemptions: [],
};

const VOUCHER: Reward = {
  ...COFFEE,
  name: '₱50 off your order',
  kind: 'discount',
  stock_left: null,
  discount: { promo_code_type: 'fixed_amount', value: 50, max_discount: null, min_subtotal: 300, valid_days: 30 },
};

const redemption = (overrides: Partial<RewardRedemption> = {}): RewardRedemption => ({
  uuid: 'rd-1',
  reward_uuid: ID,
  reward_name: COFFEE.name,
  points: 50,
  claim_code: 'CLM-7Q2X9K',
  promo_code: null,
  created_at: '2026-11-24T02:00:00.000Z',
  expires_at: null,
  ...overrides,
});

function renderDetails(reward: Reward, balance = 120) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(pointsBalanceQueryOptions('c-1').queryKey, balance);
  const views = mockApi('get', VIEW, json({ data: reward }));
  renderWithProviders(
    <RewardDetails customerUuid="c-1" id={ID} isCoinMerchant back={<a href="/ushop/my-points">My Points</a>} />,
    {
      queryClient,
    },
  );
  return { queryClient, views };
}

const openConfirm = async (name = COFFEE.name) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
  return screen.getByRole('dialog', { name: `Redeem ${name} for 50 UCOINS?` });
};

describe('Reward Details', () => {
  it('shows the reward: name, cost, stock, validity on Manila’s clock, terms with their line breaks', async () => {
    renderDetails(COFFEE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Iced Coffee' })).toBeTruthy();
    expect(screen.getByText('50 UCOINS')).toBeTruthy();
    expect(screen.getByText('12 left')).toBeTruthy();
    expect(screen.getByText('Until Dec 31, 2026, 11:59 PM')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Terms and conditions' }).textContent).toContain(
      'One per visit.\nShow the code at the counter.',
    );
    expect(screen.queryByRole('region', { name: 'Your redemptions' })).toBeNull();
  });

  it('says what a discount reward takes off', async () => {
    renderDetails(VOUCHER);
    expect(await screen.findByText('PHP 50.00 off your order')).toBeTruthy();
    expect(screen.getByText('Minimum subtotal PHP 300.00')).toBeTruthy();
  });

  it('turns Redeem off with its reason when the points are short', async () => {
    renderDetails(COFFEE, 30);
    const button = await screen.findByRole('button', { name: 'Redeem' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const reason = screen.getByText('You need 20 more UCOINS to redeem this.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('turns Redeem off when the reward is out of stock', async () => {
    renderDetails({ ...COFFEE, available: false, stock_left: 0 });
    const button = await screen.findByRole('button', { name: 'Redeem' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(REWARD_MESSAGES.outOfStock)).toBeTruthy();
  });

  it('asks first; Cancel redeems nothing and gives focus back to Redeem', async () => {
    const sent = mockApi('post', REDEEM, json({ message: 'never' }));
    renderDetails(COFFEE);
    const dialog = await openConfirm();
    expect(within(dialog).getByText('Your balance goes from 120 to 70 UCOINS.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Redeem' })));
    expect(sent).toHaveLength(0);
  });

  it('Redeem → the server’s message and the claim code to show at the store; the balance updates', async () => {
    const { queryClient, views } = renderDetails(COFFEE);
    const sent = mockApi(
      'post',
      REDEEM,
      json({ message: 'You redeemed Free Iced Coffee.', data: { redemption: redemption(), balance: 70 } }),
    );
    const balances = mockApi('get', BALANCE, json({ balance: 70 }));
    const dialog = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    const done = await screen.findByRole('dialog', { name: 'Reward redeemed' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(done).getByRole('heading', { name: 'Reward redeemed' })),
    );
    expect(within(done).getByText('You redeemed Free Iced Coffee.')).toBeTruthy();
    expect(within(done).getByText('Show this code at the store')).toBeTruthy();
    expect(within(done).getByText('CLM-7Q2X9K')).toBeTruthy();
    expect(within(done).getByText('Your balance: 70 UCOINS')).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({ reward_uuid: ID });
    expect((sent[0]?.body as { idempotency_key?: string } | undefined)?.idempotency_key?.length).toBeGreaterThanOrEqual(
      8,
    );
    expect(queryClient.getQueryData(pointsBalanceQueryOptions('c-1').queryKey)).toBe(70);
    // The details are asked again (with the new redemption); the balance too.
    await waitFor(() => expect(views).toHaveLength(2));
    await waitFor(() => expect(balances.length).toBeGreaterThanOrEqual(1));
  });

  it('a discount reward gives its promo code, to use at checkout, with Copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDetails(VOUCHER);
    mockApi(
      'post',
      REDEEM,
      json({
        message: 'You redeemed ₱50 off your order.',
        data: {
          redemption: redemption({ promo_code: 'RWD-4KX8PQ', expires_at: '2026-12-24T02:00:00.000Z' }),
          balance: 70,
        },
      }),
    );
    mockApi('get', BALANCE, json({ balance: 70 }));
    const dialog = await openConfirm(VOUCHER.name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const done = await screen.findByRole('dialog', { name: 'Reward redeemed' });
    expect(within(done).getByText('Use this code at checkout')).toBeTruthy();
    expect(within(done).getByText('RWD-4KX8PQ', { selector: 'p' })).toBeTruthy();
    expect(within(done).getByText('Dec 24, 2026, 10:00 AM')).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'Copy RWD-4KX8PQ' }));
    expect(await within(done).findByText('RWD-4KX8PQ copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('RWD-4KX8PQ');
  });

  it('a refusal shows inline in the dialog; trying again sends the same key', async () => {
    renderDetails(COFFEE);
    const sent = mockApi(
      'post',
      REDEEM,
      json({ message: 'Not enough points.', errors: { points: ['Not enough points.'] } }, 422),
    );
    mockApi('get', BALANCE, json({ balance: 120 }));
    const dialog = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Not enough points.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const keys = sent.map((s) => (s.body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a new confirmation has a new key', async () => {
    renderDetails(COFFEE);
    const sent = mockApi('post', REDEEM, json({ message: 'Reward not found.' }, 404));
    mockApi('get', BALANCE, json({ balance: 120 }));
    let dialog = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Reward not found.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const keys = sent.map((s) => (s.body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('lists the customer’s earlier redemptions of it', async () => {
    renderDetails({ ...COFFEE, redemptions: [redemption()] });
    const list = await screen.findByRole('region', { name: 'Your redemptions' });
    expect(within(list).getByText('CLM-7Q2X9K')).toBeTruthy();
    expect(within(list).getByText('Nov 24, 2026, 10:00 AM')).toBeTruthy();
  });

  it.each([404, 422])('says so when the reward is not found (%i)', async (status) => {
    mockApi('get', VIEW, json({ message: 'Reward not found.', errors: { id: ['Reward not found.'] } }, status));
    renderWithProviders(<RewardDetails customerUuid="c-1" id={ID} isCoinMerchant back={null} />, {
      queryClient: (() => {
        const c = createTestQueryClient();
        c.setQueryData(pointsBalanceQueryOptions('c-1').queryKey, 5);
        return c;
      })(),
    });
    expect(await screen.findByText('Reward not found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
