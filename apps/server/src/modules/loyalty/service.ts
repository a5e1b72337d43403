/**
 * Loyalty, part 1 (issue 19): the points ledger and the kept balance (docs/adr/0021-points-ledger.md).
 * `credit` and `spend` each write one movement and change the balance in one transaction; a movement
 * is known by what it is for (type, source, source key), so asking again answers the movement already
 * made. Earning on orders, the survey, rewards and the history build on these.
 */
import type { MovementType } from '@storefront/domain/points';
import type { Db } from '../../db/client';
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
};

/** The movement written, or the one already written for the same key (`repeat`: nothing changed now). */
export type PointsOutcome = { movement: PointsMovement; repeat: boolean };

/** Thrown inside the transaction to roll back a balance change whose movement already existed. */
class AlreadyMoved extends Error {}

export function createLoyaltyService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * The balance changes first, under its row's lock, so the movement is written once with its
   * balance_after and never updated. A movement whose key exists rolls the change back; a refused spend
   * writes nothing.
   */
  async function move(change: PointsChange, sign: 1 | -1): Promise<PointsOutcome> {
    const { merchantId, customerId, type, points, source, sourceKey } = change;
    const key = { merchantId, customerId, type, source, sourceKey };
    if (!Number.isSafeInteger(points) || points <= 0)
      throw new RangeError(`points must be a whole number > 0: ${points}`);
    const signed = sign * points;
    const owner = { merchantId, customerId };
    try {
      const movement = await db.transaction(async (tx) => {
        const balanceAfter = await repo.addToBalance(tx, owner, signed);
        if (balanceAfter === undefined) {
          // A spend made before, asked again once the points are gone, still answers that spend.
          if (await repo.movementByKey(tx, key)) throw new AlreadyMoved();
          throw AppError.field('points', NOT_ENOUGH_POINTS);
        }
        const inserted = await repo.insertMovement(tx, { ...key, points: signed, balanceAfter });
        if (!inserted) throw new AlreadyMoved();
        return inserted;
      });
      return { movement, repeat: false };
    } catch (error) {
      if (!(error instanceof AlreadyMoved)) throw error;
      const movement = await repo.movementByKey(db, key);
      if (!movement) throw new Error('points movement vanished after its key conflicted');
      return { movement, repeat: true };
    }
  }

  return {
    /** Adds points (earned, given, unlocked, issued). */
    credit: (change: PointsChange) => move(change, 1),

    /** Takes points (redeemed, paid with); 422 'Not enough points.' on `points` when the balance is short. */
    spend: (change: PointsChange) => move(change, -1),

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
      const [kept, ledger] = await Promise.all([repo.balance(db, owner), repo.ledgerTotals(db, owner)]);
      const balance = kept ?? 0;
      return {
        balance,
        ledgerSum: ledger.sum,
        lastBalanceAfter: ledger.lastBalanceAfter ?? 0,
        consistent: balance === ledger.sum && balance === (ledger.lastBalanceAfter ?? 0),
      };
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
