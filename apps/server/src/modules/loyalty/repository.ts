import type { MovementType } from '@storefront/domain/points';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pointsBalances, pointsMovements, rewardRedemptions, rewards } from './tables';

export type PointsMovement = typeof pointsMovements.$inferSelect;
export type MovementValues = Omit<typeof pointsMovements.$inferInsert, 'id' | 'createdAt'>;
type Owner = { merchantId: number; customerId: number };
type MovementKey = Owner & Pick<PointsMovement, 'type' | 'source' | 'sourceKey'>;

const ofOwner = (table: typeof pointsBalances | typeof pointsMovements, { merchantId, customerId }: Owner) =>
  and(eq(table.merchantId, merchantId), eq(table.customerId, customerId));

export const loyaltyRepository = {
  /**
   * Adds `points` (signed) to the kept balance in one statement, or nothing when it would go below zero:
   * the new balance, or undefined when refused. A credit creates the row the first time; concurrent
   * changes of one customer's balance queue on its row lock, so each sees the one before it. The
   * movement about to be appended is counted in the same statement (`unlisted`: of a type outside the
   * spec's seven).
   */
  async addToBalance(tx: Executor, owner: Owner, points: number, unlisted: boolean): Promise<number | undefined> {
    const added = sql`${pointsBalances.balance} + ${points}`;
    const counted = {
      movementCount: sql`${pointsBalances.movementCount} + 1`,
      unlistedCount: sql`${pointsBalances.unlistedCount} + ${unlisted ? 1 : 0}`,
      updatedAt: sql`now()`,
    };
    if (points > 0) {
      const [row] = await tx
        .insert(pointsBalances)
        .values({ ...owner, balance: points, movementCount: 1, unlistedCount: unlisted ? 1 : 0 })
        .onConflictDoUpdate({
          target: [pointsBalances.merchantId, pointsBalances.customerId],
          set: { balance: added, ...counted },
        })
        .returning({ balance: pointsBalances.balance });
      return row?.balance;
    }
    const [row] = await tx
      .update(pointsBalances)
      .set({ balance: added, ...counted })
      .where(and(ofOwner(pointsBalances, owner), sql`${added} >= 0`))
      .returning({ balance: pointsBalances.balance });
    return row?.balance;
  },

  /** The kept balance, its row locked until the transaction ends (undefined before any movement). */
  async lockBalance(tx: Executor, owner: Owner): Promise<number | undefined> {
    const [row] = await tx
      .select({ balance: pointsBalances.balance })
      .from(pointsBalances)
      .where(ofOwner(pointsBalances, owner))
      .for('update');
    return row?.balance;
  },

  /** Appends a movement; undefined when one with the same key exists (waiting for it if it is being written). */
  async insertMovement(tx: Executor, values: MovementValues): Promise<PointsMovement | undefined> {
    const [row] = await tx
      .insert(pointsMovements)
      .values(values)
      .onConflictDoNothing({
        target: [
          pointsMovements.merchantId,
          pointsMovements.customerId,
          pointsMovements.type,
          pointsMovements.source,
          pointsMovements.sourceKey,
        ],
      })
      .returning();
    return row;
  },

  async movementByKey(db: Executor, key: MovementKey): Promise<PointsMovement | undefined> {
    const [row] = await db
      .select()
      .from(pointsMovements)
      .where(
        and(
          ofOwner(pointsMovements, key),
          eq(pointsMovements.type, key.type),
          eq(pointsMovements.source, key.source),
          eq(pointsMovements.sourceKey, key.sourceKey),
        ),
      );
    return row;
  },

  async balance(db: Executor, owner: Owner): Promise<number | undefined> {
    const [row] = await db
      .select({ balance: pointsBalances.balance })
      .from(pointsBalances)
      .where(ofOwner(pointsBalances, owner));
    return row?.balance;
  },

  /**
   * One page of the customer's movements, newest first (the history index), of the given types only
   * when `only` is given.
   */
  async history(
    db: Executor,
    owner: Owner,
    only: readonly MovementType[] | null,
    page: { offset: number; limit: number },
  ) {
    const mine = ofOwner(pointsMovements, owner);
    return db
      .select()
      .from(pointsMovements)
      .where(only ? and(mine, inArray(pointsMovements.type, [...only])) : mine)
      .orderBy(desc(pointsMovements.createdAt), desc(pointsMovements.id))
      .offset(page.offset)
      .limit(page.limit);
  },

  /**
   * The names of the rewards the customer's redemptions (by uuid, a reward movement's key) were of: what
   * the history calls those movements.
   */
  async rewardNames(db: Executor, owner: Owner, redemptionUuids: string[]): Promise<Map<string, string>> {
    const rows = await db
      .select({ uuid: sql<string>`${rewardRedemptions.uuid}::text`, name: rewards.name })
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .where(
        and(
          eq(rewardRedemptions.merchantId, owner.merchantId),
          eq(rewardRedemptions.customerId, owner.customerId),
          inArray(sql`${rewardRedemptions.uuid}::text`, redemptionUuids),
        ),
      );
    return new Map(rows.map((r) => [r.uuid, r.name]));
  },

  /** The movements counted beside the balance: all of them, and those of types outside the spec's seven. */
  async counts(db: Executor, owner: Owner): Promise<{ all: number; unlisted: number }> {
    const [row] = await db
      .select({ all: pointsBalances.movementCount, unlisted: pointsBalances.unlistedCount })
      .from(pointsBalances)
      .where(ofOwner(pointsBalances, owner));
    return row ?? { all: 0, unlisted: 0 };
  },

  /** The ledger counted (reconciliation): all movements, and those of types outside the spec's seven. */
  async ledgerCounts(
    db: Executor,
    owner: Owner,
    listed: readonly MovementType[],
  ): Promise<{ all: number; unlisted: number }> {
    const [row] = await db
      .select({
        all: count(),
        unlisted: sql<number>`count(*) filter (where ${pointsMovements.type} not in ${[...listed]})`.mapWith(Number),
      })
      .from(pointsMovements)
      .where(ofOwner(pointsMovements, owner));
    return { all: row?.all ?? 0, unlisted: row?.unlisted ?? 0 };
  },

  /** The ledger's sum and its newest movement's balance_after (0 and null without movements). */
  async ledgerTotals(db: Executor, owner: Owner): Promise<{ sum: number; lastBalanceAfter: number | null }> {
    const [row] = await db
      .select({
        sum: sql<number>`coalesce(sum(${pointsMovements.points}), 0)`.mapWith(Number),
        lastBalanceAfter: sql<
          number | null
        >`(array_agg(${pointsMovements.balanceAfter} order by ${pointsMovements.id} desc))[1]`,
      })
      .from(pointsMovements)
      .where(ofOwner(pointsMovements, owner));
    return { sum: row?.sum ?? 0, lastBalanceAfter: row?.lastBalanceAfter ?? null };
  },
};
