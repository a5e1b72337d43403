import { ECODE_MAX_LENGTH as CONTRACT_ECODE_MAX_LENGTH, REWARD_MESSAGES } from '@storefront/contracts/rewards';
import { describe, expect, it } from 'vitest';
import { pagedItems } from '@/lib/paged-items';
import {
  balanceAfter,
  discountConditions,
  discountText,
  ECODE_MAX_LENGTH,
  manilaDateTime,
  nextRewardsPage,
  pointsShortHint,
  REWARD_WORDS,
  redeemBlocker,
  redeemQuestion,
  rewardBadge,
  rewardsPerPage,
  stockText,
  validityText,
} from './rewards-view';

const page = (count: number, next: number | null, from = 0) => ({
  list: Array.from({ length: count }, (_, n) => ({ uuid: `r-${from + n}` })),
  next_page: next,
});

describe('rewards paging (spec §4)', () => {
  it('takes the per-page count from the first page’s size', () => {
    expect(rewardsPerPage([])).toBe(0);
    expect(rewardsPerPage([page(10, 2), page(3, null, 10)])).toBe(10);
  });

  it('asks for the previous page + 1 while the server says one follows', () => {
    expect(nextRewardsPage([page(10, 2)], 1)).toBe(2);
    expect(nextRewardsPage([page(10, 2), page(10, 3, 10)], 2)).toBe(3);
    // The page number is counted, not copied from next_page.
    expect(nextRewardsPage([page(10, 7)], 1)).toBe(2);
  });

  it('stops when next_page is null', () => {
    expect(nextRewardsPage([page(10, null)], 1)).toBeUndefined();
    expect(nextRewardsPage([page(10, 2), page(4, null, 10)], 2)).toBeUndefined();
  });

  it('stops at a page shorter than the first (the last one), or an empty list, whatever next_page says', () => {
    expect(nextRewardsPage([page(10, 2), page(4, 3, 10)], 2)).toBeUndefined();
    expect(nextRewardsPage([page(0, 2)], 1)).toBeUndefined();
    expect(nextRewardsPage([], 1)).toBeUndefined();
  });

  it('shows each reward once when the pages shifted between calls', () => {
    const shown = pagedItems([page(3, 2), { list: [{ uuid: 'r-2' }, { uuid: 'r-3' }], next_page: null }]);
    expect(shown.map((r) => r.uuid)).toEqual(['r-0', 'r-1', 'r-2', 'r-3']);
  });
});

describe('a reward’s state', () => {
  it('badges a reward out of stock or not available', () => {
    expect(rewardBadge({ available: false, stock_left: 0 })).toBe('Out of stock');
    expect(rewardBadge({ available: false, stock_left: null })).toBe('Not available');
    expect(rewardBadge({ available: true, stock_left: 3 })).toBeNull();
  });

  it('hints how many more points the customer needs', () => {
    expect(pointsShortHint(50, 30, true)).toBe('You need 20 more UCOINS');
    expect(pointsShortHint(50, 49, true)).toBe('You need 1 more UCOIN');
    expect(pointsShortHint(1500, 0, false)).toBe('You need 1,500 more Pts.');
    expect(pointsShortHint(50, 50, true)).toBeNull();
    expect(pointsShortHint(50, undefined, true)).toBeNull();
  });

  it('says why Redeem is off, the first reason first', () => {
    const reward = { available: true, stock_left: 5, points_cost: 50, per_customer_limit: 1, redemptions: [] };
    expect(redeemBlocker(reward, 100, true)).toBeNull();
    expect(redeemBlocker(reward, undefined, true)).toBeNull();
    expect(redeemBlocker(reward, 30, true)).toBe('You need 20 more UCOINS to redeem this.');
    expect(redeemBlocker({ ...reward, redemptions: [{}] }, 100, true)).toBe(REWARD_MESSAGES.limitReached);
    expect(redeemBlocker({ ...reward, available: false }, 100, true)).toBe(REWARD_MESSAGES.notAvailable);
    expect(redeemBlocker({ ...reward, available: false, stock_left: 0 }, 0, true)).toBe(REWARD_MESSAGES.outOfStock);
  });

  it('asks and tells in the merchant’s unit', () => {
    expect(redeemQuestion('Free Iced Coffee', 50, true)).toBe('Redeem Free Iced Coffee for 50 UCOINS?');
    expect(redeemQuestion('Tote Bag', 1, true)).toBe('Redeem Tote Bag for 1 UCOIN?');
    expect(balanceAfter(1200, 50, true)).toBe('Your balance goes from 1,200 to 1,150 UCOINS.');
  });
});

describe('dates, stock and discounts', () => {
  it('reads times on Manila’s clock', () => {
    expect(manilaDateTime('2026-12-31T15:59:00.000Z')).toBe('Dec 31, 2026, 11:59 PM');
    expect(validityText('2026-10-31T16:00:00.000Z', '2026-12-31T15:59:00.000Z')).toBe(
      'Nov 1, 2026, 12:00 AM – Dec 31, 2026, 11:59 PM',
    );
    expect(validityText(null, '2026-12-31T15:59:00.000Z')).toBe('Until Dec 31, 2026, 11:59 PM');
    expect(validityText('2026-10-31T16:00:00.000Z', null)).toBe('From Nov 1, 2026, 12:00 AM');
    expect(validityText(null, null)).toBeNull();
  });

  it('counts the stock left, none for unlimited', () => {
    expect(stockText(1200)).toBe('1,200 left');
    expect(stockText(0)).toBe('Out of stock');
    expect(stockText(null)).toBeNull();
  });

  it('says what a discount reward takes off, and on what terms', () => {
    const base = { value: 10, max_discount: 100, min_subtotal: 300, valid_days: 30 };
    expect(discountText({ ...base, promo_code_type: 'percentage' })).toBe('10% off your order, up to PHP 100.00');
    expect(discountText({ ...base, promo_code_type: 'percentage', max_discount: null })).toBe('10% off your order');
    expect(discountText({ ...base, promo_code_type: 'fixed_amount', value: 50 })).toBe('PHP 50.00 off your order');
    expect(discountText({ ...base, promo_code_type: 'delivery_discount', value: 30 })).toBe(
      'PHP 30.00 off the delivery fee',
    );
    expect(discountText({ ...base, promo_code_type: 'free_delivery', value: 0 })).toBe('Free delivery');
    expect(discountConditions({ ...base, promo_code_type: 'percentage' })).toEqual([
      'Minimum subtotal PHP 300.00',
      'Use the code within 30 days of redeeming',
    ]);
    expect(discountConditions({ ...base, promo_code_type: 'free_delivery', min_subtotal: 0, valid_days: 1 })).toEqual([
      'Use the code within 1 day of redeeming',
    ]);
  });
});

describe('the contract’s words, spelled out here (no zod on My Points)', () => {
  it('match the contract', () => {
    expect(REWARD_WORDS).toEqual({
      notAvailable: REWARD_MESSAGES.notAvailable,
      outOfStock: REWARD_MESSAGES.outOfStock,
      limitReached: REWARD_MESSAGES.limitReached,
    });
    expect(ECODE_MAX_LENGTH).toBe(CONTRACT_ECODE_MAX_LENGTH);
  });
});
