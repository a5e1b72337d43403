/**
 * How rewards read and page (spec §3 Rewards list, §4 Rewards paging, §9), as plain tested functions.
 * The wording the server also uses is spelled out here rather than imported from
 * `@storefront/contracts/rewards`: that module is zod schemas, and one value import would ship zod with
 * My Points (`rewards-view.test.ts` holds these to the contract's).
 */
import { formatPesos } from '@storefront/domain/money';
import { formatPointsAmount, pointsLabel, pointsUnit } from '@storefront/domain/points-label';
import { formatManilaDate, formatManilaDateTime } from '@/lib/manila-format';

/** The contract's REWARD_MESSAGES: why a reward cannot be redeemed. */
export const REWARD_WORDS = {
  notAvailable: 'This reward is not available right now.',
  outOfStock: 'This reward is out of stock.',
  limitReached: 'You have redeemed this reward as many times as allowed.',
} as const;

/** The contract's ECODE_MAX_LENGTH: the longest e-code a customer may type. */
export const ECODE_MAX_LENGTH = 40;

// ——— paging (spec §4) ———

/** What paging needs of a rewards page. */
export interface RewardsPageShape {
  list: readonly { uuid: string }[];
  next_page: number | null;
}

/**
 * Spec §4 "Paged. The first-page size sets the per-page count. Current page = previous page + 1.":
 * the page to ask for after `previousPage`, or undefined when there is none. The pages are counted
 * here (previous + 1), not read from the server's `next_page`, which says only whether one follows; a
 * page shorter than the per-page count (the first page's size) is the last whatever it says, so an
 * empty or short page never leads to endless 'Load more'.
 */
export function nextRewardsPage(pages: readonly RewardsPageShape[], previousPage: number): number | undefined {
  const last = pages.at(-1);
  if (!last || last.next_page === null) return undefined;
  const perPage = rewardsPerPage(pages);
  if (perPage === 0 || last.list.length < perPage) return undefined;
  return previousPage + 1;
}

/** The per-page count: the first page's size (spec §4); 0 before the first page arrives. */
export const rewardsPerPage = (pages: readonly RewardsPageShape[]): number => pages[0]?.list.length ?? 0;

// ——— a reward's state ———

export interface RewardState {
  available: boolean;
  stock_left: number | null;
  points_cost: number;
}

/** The card's badge for a reward that cannot be redeemed: 'Out of stock', 'Not available', or null. */
export function rewardBadge(reward: Pick<RewardState, 'available' | 'stock_left'>): string | null {
  if (reward.stock_left === 0) return 'Out of stock';
  if (!reward.available) return 'Not available';
  return null;
}

/** How many more points the customer needs for it; 0 when they have enough (or the balance is unknown). */
export function pointsShort(cost: number, balance: number | undefined): number {
  return balance === undefined ? 0 : Math.max(0, cost - balance);
}

/** 'You need 20 more UCOINS' / 'You need 1 more Pt.'; null when nothing is missing. */
export function pointsShortHint(cost: number, balance: number | undefined, isCoinMerchant: boolean): string | null {
  const short = pointsShort(cost, balance);
  return short > 0 ? `You need ${formatPointsAmount(short)} more ${pointsUnit(short, isCoinMerchant)}` : null;
}

/**
 * Why Redeem is off, or null when it is on, first reason first: out of stock, not available, the
 * customer's limit reached, not enough points (which the server would answer with 'Not enough points.').
 */
export function redeemBlocker(
  reward: RewardState & { per_customer_limit: number | null; redemptions: readonly unknown[] },
  balance: number | undefined,
  isCoinMerchant: boolean,
): string | null {
  if (reward.stock_left === 0) return REWARD_WORDS.outOfStock;
  if (!reward.available) return REWARD_WORDS.notAvailable;
  if (reward.per_customer_limit !== null && reward.redemptions.length >= reward.per_customer_limit)
    return REWARD_WORDS.limitReached;
  const hint = pointsShortHint(reward.points_cost, balance, isCoinMerchant);
  return hint ? `${hint} to redeem this.` : null;
}

/** The confirmation's question: 'Redeem Free Iced Coffee for 50 UCOINS?'. */
export const redeemQuestion = (name: string, cost: number, isCoinMerchant: boolean) =>
  `Redeem ${name} for ${pointsLabel(cost, isCoinMerchant)}?`;

/** The balance once it is spent: 'Your balance goes from 120 to 70 UCOINS.' */
export const balanceAfter = (balance: number, cost: number, isCoinMerchant: boolean) =>
  `Your balance goes from ${formatPointsAmount(balance)} to ${pointsLabel(balance - cost, isCoinMerchant)}.`;

// ——— dates (Manila) ———

/** On Manila's clock whatever the device's zone: 'Nov 24, 2026, 10:00 AM'. */
export const manilaDateTime = (iso: string): string => formatManilaDateTime(new Date(iso));

/** A Manila day: 'Nov 24, 2026'. */
export const manilaDate = (iso: string): string => formatManilaDate(new Date(iso));

/**
 * The redeeming window: 'Nov 1, 2026, 12:00 AM – Dec 31, 2026, 11:59 PM', 'Until …', 'From …', or
 * null when it is open-ended both ways.
 */
export function validityText(from: string | null, until: string | null): string | null {
  if (from && until) return `${manilaDateTime(from)} – ${manilaDateTime(until)}`;
  if (until) return `Until ${manilaDateTime(until)}`;
  if (from) return `From ${manilaDateTime(from)}`;
  return null;
}

/** Stock: '12 left', 'Out of stock'; null when unlimited. */
export function stockText(stockLeft: number | null): string | null {
  if (stockLeft === null) return null;
  return stockLeft === 0 ? 'Out of stock' : `${formatPointsAmount(stockLeft)} left`;
}

// ——— a discount reward ———

export interface DiscountShape {
  promo_code_type: 'free_delivery' | 'delivery_discount' | 'percentage' | 'fixed_amount';
  value: number;
  max_discount: number | null;
  min_subtotal: number;
  valid_days: number;
}

/** What the promo code takes off: '10% off your order, up to PHP 100.00', 'Free delivery', … */
export function discountText(discount: DiscountShape): string {
  switch (discount.promo_code_type) {
    case 'percentage':
      return `${discount.value}% off your order${discount.max_discount !== null ? `, up to ${formatPesos(discount.max_discount)}` : ''}`;
    case 'fixed_amount':
      return `${formatPesos(discount.value)} off your order`;
    case 'delivery_discount':
      return `${formatPesos(discount.value)} off the delivery fee`;
    case 'free_delivery':
      return 'Free delivery';
  }
}

/** The discount's conditions: 'Minimum subtotal PHP 300.00', 'Use the code within 30 days of redeeming'. */
export function discountConditions(discount: DiscountShape): string[] {
  const out: string[] = [];
  if (discount.min_subtotal > 0) out.push(`Minimum subtotal ${formatPesos(discount.min_subtotal)}`);
  out.push(`Use the code within ${discount.valid_days} ${discount.valid_days === 1 ? 'day' : 'days'} of redeeming`);
  return out;
}
