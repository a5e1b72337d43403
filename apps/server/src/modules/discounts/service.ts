/**
 * Discounts: the promo codes a merchant offers (from its merchant file), whether one applies to a
 * cart and what it takes off (domain promo-codes), the uses that limit it, and the Available Promo
 * Codes list. The cart asks it to price the code saved on a cart; checkout holds the code's row while it
 * counts a use; orders give a use back when an order is released. docs/adr/0016-promo-codes.md.
 */
import type { VoucherInfo } from '@storefront/contracts/cart';
import type { MerchantConfig } from '@storefront/contracts/merchant-config';
import { REWARD_PROMO_CODE_PREFIX } from '@storefront/contracts/rewards';
import { type AvailablePromoCode, type PromoCodesListResponse, VOUCHER_MESSAGES } from '@storefront/contracts/voucher';
import { manilaInstant } from '@storefront/domain/manila-time';
import { toCentavos } from '@storefront/domain/money';
import { pageLinks, pageWindow } from '@storefront/domain/paging';
import {
  evaluatePromo,
  normalizePromoCode,
  type PromoCartBranch,
  type PromoDiscount,
  type PromoRule,
  promoRefusalMessage,
} from '@storefront/domain/promo-codes';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforce, type Limit, type RateLimiter } from '../../lib/rate-limiter';
import { readableCode } from '../../lib/readable-code';
import { TtlCache } from '../../lib/ttl-cache';
import { type PromoCodeRow, discountsRepository as repo } from './repository';

/** Codes are guessable: a customer may get this many wrong before every attempt waits (right ones are not counted). */
export const PROMO_GUESSES: Limit = { name: 'promo-code-guess', max: 10, windowSeconds: 600 };

export const PROMO_CODES_PER_PAGE = 10;

/**
 * How long the cart list may price with a code's row as it was (its uses by everyone included): a code
 * used up elsewhere leaves carts within this time. Verify, save and checkout always read it fresh, and
 * checkout counts under a lock, so no limit is ever passed.
 */
const LIST_CACHE_MS = 2_000;

/** What a code does to a cart now: what it takes off, or why it does not apply, in the customer's words. */
export type VoucherOutcome =
  | { applies: true; promoCodeId: number; info: VoucherInfo; discount: PromoDiscount }
  | { applies: false; promoCodeId: number; code: string; message: string };

const ruleOf = (row: PromoCodeRow): PromoRule => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  capCentavos: row.maxDiscount,
  minSubtotalCentavos: row.minSubtotal,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  branchUuids: row.branchUuids,
  categoryIds: row.categoryIds,
  totalLimit: row.totalUses,
  perCustomerLimit: row.usesPerCustomer,
});

/** Open to anyone now: started, not ended, not used up (what the list shows). */
const isOpen = (row: PromoCodeRow, now: Date) =>
  (!row.startsAt || row.startsAt <= now) &&
  (!row.endsAt || now < row.endsAt) &&
  (row.totalUses === null || row.uses < row.totalUses);

const covers = <T>(covered: readonly T[] | null, asked: readonly T[]) =>
  covered === null || asked.length === 0 || covered.some((c) => asked.includes(c));

/**
 * A code issued to one customer (a discount reward, docs/adr/0023-rewards-and-ecodes.md): the rule in
 * centavos (a percent for percentage), the window it works in, and the terms the list shows.
 */
export type OwnedPromoCode = {
  merchantId: number;
  customerId: number;
  kind: PromoCodeRow['kind'];
  value: number;
  maxDiscount: number | null;
  minSubtotal: number;
  startsAt: Date;
  endsAt: Date;
  terms: string;
};

/** Symbols after the prefix: 32^6, about a billion texts per merchant, so a draw is almost never taken. */
const OWNED_CODE_SYMBOLS = 6;

export function createDiscountsService(deps: { db: Db; limiter: RateLimiter; now?: (() => Date) | undefined }) {
  const { db, limiter } = deps;
  const now = deps.now ?? (() => new Date());
  const cached = new TtlCache<number, Promise<PromoCodeRow | undefined>>(LIST_CACHE_MS, 10_000);

  function outcomeOf(
    row: PromoCodeRow,
    customerId: number,
    byCustomer: number,
    branches: PromoCartBranch[],
  ): VoucherOutcome {
    const refused = (message: string): VoucherOutcome => ({
      applies: false,
      promoCodeId: row.id,
      code: row.code,
      message,
    });
    // A code a reward issued works for its owner alone; to anyone else it does not exist.
    if (row.ownerCustomerId !== null && row.ownerCustomerId !== customerId) return refused(VOUCHER_MESSAGES.invalid);
    // The merchant took the code out of its file: carts holding it let it go.
    if (!row.active) return refused(VOUCHER_MESSAGES.gone);
    const result = evaluatePromo(ruleOf(row), branches, { total: row.uses, byCustomer }, now());
    if (!result.applies) return refused(promoRefusalMessage(result));
    return {
      applies: true,
      promoCodeId: row.id,
      info: { code: row.code, promo_code_type: row.kind },
      discount: result.discount,
    };
  }

  return {
    /**
     * The code this merchant offers under what the customer typed; 422 'Promo Code is invalid.' for
     * anything else (unknown, another merchant's, taken out of the file, issued to another customer). Wrong guesses are counted per
     * customer, and once over the limit every attempt waits, right or wrong.
     */
    async find(merchantId: number, customerId: number, typed: string): Promise<PromoCodeRow> {
      const key = `${merchantId}:${customerId}`;
      // The try is taken before the lookup (and given back when the code exists), so guesses sent at once
      // cannot all pass a check made before any was counted; over the limit every attempt is refused, a
      // right code too, so the limit never confirms a guess.
      await enforce(limiter, PROMO_GUESSES, key);
      const row = await repo.activeByCode(db, merchantId, customerId, normalizePromoCode(typed));
      if (!row) throw AppError.field('voucher_code', VOUCHER_MESSAGES.invalid);
      await limiter.forgive(PROMO_GUESSES, key);
      return row;
    },

    /**
     * The cart's port: the code saved on a cart, priced for it. Fresh: one query, the code with the
     * customer's uses. Otherwise (the cart list, every few seconds per shopper) the code's row comes from
     * a short cache, and the customer's uses are counted only for a code limited per customer.
     */
    async priceOnCart(q: {
      merchantId: number;
      promoCodeId: number;
      customerId: number;
      branches: PromoCartBranch[];
      fresh: boolean;
    }): Promise<VoucherOutcome | undefined> {
      if (q.fresh) {
        const found = await repo.withCustomerUses(db, q.merchantId, q.promoCodeId, q.customerId);
        return found && outcomeOf(found.code, q.customerId, found.byCustomer, q.branches);
      }
      const row = await cached.memo(q.promoCodeId, () => repo.byId(db, q.promoCodeId));
      if (!row || row.merchantId !== q.merchantId) return undefined;
      const byCustomer = row.usesPerCustomer === null ? 0 : await repo.heldByCustomer(db, row.id, q.customerId);
      return outcomeOf(row, q.customerId, byCustomer, q.branches);
    },

    /** After this process counted or gave back a use, or imported codes: its next list reads them again. */
    forget: () => cached.clear(),

    /**
     * Checkout's check, in its transaction: the code's row is locked until the order commits, so the
     * uses counted here (all, and the customer's) are the ones that exist — a second checkout waits.
     */
    async holdForCheckout(
      tx: Executor,
      q: { merchantId: number; promoCodeId: number; customerId: number; branches: PromoCartBranch[] },
    ): Promise<VoucherOutcome> {
      const found = await repo.lockWithCustomerUses(tx, q.merchantId, q.promoCodeId, q.customerId);
      if (!found) return { applies: false, promoCodeId: q.promoCodeId, code: '', message: VOUCHER_MESSAGES.gone };
      return outcomeOf(found.code, q.customerId, found.byCustomer, q.branches);
    },

    /** The part of checkout's statement that counts the use for the order `orderCte` inserts. */
    useStep: (promoCodeId: number, customerId: number, orderCte: string) =>
      repo.useSql(promoCodeId, customerId, orderCte),

    /** Gives a released order's use back (once; nothing when it used no code), in the caller's transaction. */
    async releaseUses(tx: Executor, orderId: number): Promise<number> {
      const released = await repo.release(tx, orderId);
      // Before the commit: a list in between may cache the old count, for the cache's 2 s at most.
      if (released) cached.clear();
      return released;
    },

    /**
     * Available Promo Codes: listed, open now, covering one of the given branches or categories (none
     * given: any) — the file's, and the codes rewards issued to this customer (first).
     */
    async available(
      merchantId: number,
      customerId: number,
      q: { branchUuids: string[]; categoryIds: number[] },
      page: number,
    ): Promise<PromoCodesListResponse> {
      const at = now();
      const candidates = (await repo.listed(db, merchantId, customerId)).filter(
        (row) => isOpen(row, at) && covers(row.branchUuids, q.branchUuids) && covers(row.categoryIds, q.categoryIds),
      );
      // A code this customer has used up is of no use to them: only codes with a per-customer limit are
      // counted (few, and one prepared query each).
      const open: PromoCodeRow[] = [];
      for (const row of candidates)
        if (row.usesPerCustomer === null || (await repo.heldByCustomer(db, row.id, customerId)) < row.usesPerCustomer)
          open.push(row);
      const { offset, limit } = pageWindow(page, PROMO_CODES_PER_PAGE);
      const data: AvailablePromoCode[] = open
        .slice(offset, offset + limit)
        .map((row) => ({ code: row.code, terms_and_conditions: row.terms }));
      return { data, max_page: pageLinks(page, PROMO_CODES_PER_PAGE, open.length).max_page };
    },

    /**
     * Issues a code to one customer in the caller's transaction (a discount reward): 'RWD-' and six
     * readable symbols, usable once by its owner alone, listed so it shows in their Available Promo Codes
     * only. A text already taken (by any code of the merchant) is drawn again.
     */
    async issueOwned(tx: Executor, owned: OwnedPromoCode): Promise<{ code: string }> {
      for (let draw = 0; draw < 10; draw++) {
        const row = await repo.insertOwned(tx, {
          merchantId: owned.merchantId,
          code: `${REWARD_PROMO_CODE_PREFIX}${readableCode(OWNED_CODE_SYMBOLS)}`,
          kind: owned.kind,
          value: owned.value,
          maxDiscount: owned.maxDiscount,
          minSubtotal: owned.minSubtotal,
          startsAt: owned.startsAt,
          endsAt: owned.endsAt,
          totalUses: 1,
          usesPerCustomer: 1,
          branchUuids: null,
          categoryIds: null,
          listed: true,
          ownerCustomerId: owned.customerId,
          terms: owned.terms,
          sort: 0,
        });
        if (row) return { code: row.code };
      }
      throw new Error('no free promo code text in 10 draws');
    },

    /**
     * Import: each code of the file inserted or updated by its normalized text (its uses kept); codes the
     * file no longer lists stop working but keep their history.
     */
    async syncFromConfig(
      tx: Executor,
      merchant: { id: number },
      config: Pick<MerchantConfig, 'promo_codes'>,
      ids: { branchUuids: Map<string, string>; categoryIds: Map<string, number> },
    ): Promise<void> {
      const codes: string[] = [];
      for (const [sort, p] of config.promo_codes.entries()) {
        const code = normalizePromoCode(p.code);
        codes.push(code);
        await repo.upsert(tx, {
          merchantId: merchant.id,
          code,
          kind: p.promo_code_type,
          value: p.promo_code_type === 'percentage' ? (p.value ?? 0) : toCentavos(p.value ?? 0),
          maxDiscount: p.max_discount === undefined ? null : toCentavos(p.max_discount),
          minSubtotal: toCentavos(p.min_subtotal),
          startsAt: (p.starts_at && manilaInstant(p.starts_at)) || null,
          endsAt: (p.ends_at && manilaInstant(p.ends_at)) || null,
          totalUses: p.total_uses ?? null,
          usesPerCustomer: p.uses_per_customer ?? null,
          branchUuids: p.branches?.map((key) => ids.branchUuids.get(key) as string) ?? null,
          categoryIds: p.categories?.map((key) => ids.categoryIds.get(key) as number) ?? null,
          listed: p.listed,
          terms: p.terms_and_conditions,
          sort,
        });
      }
      await repo.deactivateExcept(tx, merchant.id, codes);
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
