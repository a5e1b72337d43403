/**
 * Loyalty, part 1 (issue 19): the points ledger and the kept balance (docs/adr/0021-points-ledger.md).
 * `credit` and `spend` each write one movement and change the balance in one transaction; a movement
 * is known by what it is for (type, source, source key), so asking again answers the movement already
 * made. Earning on orders, the survey, rewards and the history build on these.
 */
import { HISTORY_PAGE_SIZE, type TransactionHistoryResponse } from '@storefront/contracts/points';
import { pageLinks, pageWindow } from '@storefront/domain/paging';
import { historyShortDate, type MovementType, SPEC_MOVEMENT_TYPES } from '@storefront/domain/points';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type PointsMovement, loyaltyRepository as repo } from './repository';
import type { PointsSource } from './tables';

export const NOT_ENOUGH_POINTS = 'Not enough points.';

/** One change of a customer's points: whose, what kind, how many (whole, > 0: the operation signs it), for what. */
export type PointsChange = {
  merchantId: number;
  customerId: number;
  type: MovementType;
  points: number;
  source: PointsSource;
  sourceKey: string;
  /** Why, when a person decided it (an operator's grant): kept on the movement. */
  note?: string;
};

/** The movement written, or the one already written for the same key (`repeat`: nothing changed now). */
export type PointsOutcome = { movement: PointsMovement; repeat: boolean };

/**
 * What a movement was for, as the history (and the operator's ledger) names it; a redeemed reward by its
 * name when the caller read it.
 */
export function describeMovement(
  m: Pick<PointsMovement, 'source' | 'sourceKey'> & { rewardName?: string | null | undefined },
): string {
  switch (m.source) {
    case 'order':
      return `Order ${m.sourceKey.slice(0, 8).toUpperCase()}`;
    case 'survey':
      return 'Registration survey';
    case 'reward':
      return m.rewardName ?? 'Reward';
    case 'operator':
      return 'From the store';
    case 'ecode':
      return 'E-code';
  }
}

/** Thrown inside the transaction to roll back a balance change whose movement already existed. */
class AlreadyMoved extends Error {}

export function createLoyaltyService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * The balance changes first, under its row's lock, so the movement is written once with its
   * balance_after and never updated. A movement whose key exists rolls the change back; a refused spend
   * writes nothing.
   */
  async function move(change: PointsChange, sign: 1 | -1, within: Executor = db): Promise<PointsOutcome> {
    const { merchantId, customerId, type, points, source, sourceKey } = change;
    const key = { merchantId, customerId, type, source, sourceKey };
    if (!Number.isSafeInteger(points) || points <= 0)
      throw new RangeError(`points must be a whole number > 0: ${points}`);
    const signed = sign * points;
    const owner = { merchantId, customerId };
    try {
      // Inside the caller's transaction this is a savepoint: a repeat rolls back only the change.
      const movement = await within.transaction(async (tx) => {
        const unlisted = !(SPEC_MOVEMENT_TYPES as readonly string[]).includes(type);
        const balanceAfter = await repo.addToBalance(tx, owner, signed, unlisted);
        if (balanceAfter === undefined) {
          // A spend made before, asked again once the points are gone, still answers that spend.
          if (await repo.movementByKey(tx, key)) throw new AlreadyMoved();
          throw AppError.field('points', NOT_ENOUGH_POINTS);
        }
        const inserted = await repo.insertMovement(tx, {
          ...key,
          points: signed,
          balanceAfter,
          note: change.note ?? null,
        });
        if (!inserted) throw new AlreadyMoved();
        return inserted;
      });
      return { movement, repeat: false };
    } catch (error) {
      if (!(error instanceof AlreadyMoved)) throw error;
      const movement = await repo.movementByKey(within, key);
      if (!movement) throw new Error('points movement vanished after its key conflicted');
      return { movement, repeat: true };
    }
  }

  return {
    /**
     * Adds points (earned, given, unlocked, issued). `within`: the caller's transaction, so the credit
     * commits or rolls back with what earned it.
     */
    credit: (change: PointsChange, within?: Executor) => move(change, 1, within),

    /** Takes points (redeemed, paid with); 422 'Not enough points.' on `points` when the balance is short. */
    spend: (change: PointsChange, within?: Executor) => move(change, -1, within),

    /**
     * Takes back up to `points` (earned points of an order cancelled after it completed), never more
     * than the balance holds: the customer may have spent them already, and the balance never goes
     * below zero. Answers what was taken (0 writes nothing); a repeat takes nothing more.
     */
    async takeBack(change: PointsChange, within: Executor = db): Promise<number> {
      const { merchantId, customerId, type, source, sourceKey } = change;
      const key = { merchantId, customerId, type, source, sourceKey };
      return within.transaction(async (tx) => {
        const held = (await repo.lockBalance(tx, { merchantId, customerId })) ?? 0;
        if (await repo.movementByKey(tx, key)) return 0;
        const taken = Math.min(held, change.points);
        if (taken <= 0) return 0;
        const outcome = await move({ ...change, points: taken }, -1, tx);
        return outcome.repeat ? 0 : taken;
      });
    },

    /**
     * One page of the customer's history, newest first (spec §3 "Transaction history item"); without the
     * merchant's points view only the spec's seven types (§4). Pages are numbered from 1.
     */
    async history(
      merchantId: number,
      customerId: number,
      page: number,
      pointsView: boolean,
    ): Promise<TransactionHistoryResponse> {
      const owner = { merchantId, customerId };
      // Counted beside the balance, so a long history costs no count per page.
      const [rows, counts] = await Promise.all([
        repo.history(db, owner, pointsView ? null : SPEC_MOVEMENT_TYPES, pageWindow(page, HISTORY_PAGE_SIZE)),
        repo.counts(db, owner),
      ]);
      const total = pointsView ? counts.all : counts.all - counts.unlisted;
      const redeemed = rows.filter((m) => m.source === 'reward').map((m) => m.sourceKey);
      const rewardNames = redeemed.length ? await repo.rewardNames(db, owner, redeemed) : new Map<string, string>();
      return {
        list: rows.map((m) => ({
          uuid: m.uuid,
          created_at: m.createdAt.toISOString(),
          transaction_type: m.type,
          transaction_short_date: historyShortDate(m.createdAt),
          points: m.points,
          balance_after: m.balanceAfter,
          description: describeMovement({ ...m, rewardName: rewardNames.get(m.sourceKey) }),
        })),
        ...pageLinks(page, HISTORY_PAGE_SIZE, total),
      };
    },

    /** The customer's kept balance with the merchant; 0 before any movement. */
    async balance(merchantId: number, customerId: number): Promise<number> {
      return (await repo.balance(db, { merchantId, customerId })) ?? 0;
    },

    /**
     * The kept balance beside what the ledger says it should be (the sum of movements, and the newest
     * movement's balance_after): the three agree unless something wrote around this service.
     */
    async reconcile(merchantId: number, customerId: number) {
      const owner = { merchantId, customerId };
      const [kept, ledger, counted, ledgerCounted] = await Promise.all([
        repo.balance(db, owner),
        repo.ledgerTotals(db, owner),
        repo.counts(db, owner),
        repo.ledgerCounts(db, owner, SPEC_MOVEMENT_TYPES),
      ]);
      const balance = kept ?? 0;
      return {
        balance,
        ledgerSum: ledger.sum,
        lastBalanceAfter: ledger.lastBalanceAfter ?? 0,
        consistent:
          balance === ledger.sum &&
          balance === (ledger.lastBalanceAfter ?? 0) &&
          counted.all === ledgerCounted.all &&
          counted.unlisted === ledgerCounted.unlisted,
      };
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
