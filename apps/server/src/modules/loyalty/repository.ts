import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pointsBalances, pointsMovements } from './tables';

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
   * changes of one customer's balance queue on its row lock, so each sees the one before it.
   */
  async addToBalance(tx: Executor, owner: Owner, points: number): Promise<number | undefined> {
    const added = sql`${pointsBalances.balance} + ${points}`;
    if (points > 0) {
      const [row] = await tx
        .insert(pointsBalances)
        .values({ ...owner, balance: points })
        .onConflictDoUpdate({
          target: [pointsBalances.merchantId, pointsBalances.customerId],
          set: { balance: added, updatedAt: sql`now()` },
        })
        .returning({ balance: pointsBalances.balance });
      return row?.balance;
    }
    const [row] = await tx
      .update(pointsBalances)
      .set({ balance: added, updatedAt: sql`now()` })
      .where(and(ofOwner(pointsBalances, owner), sql`${added} >= 0`))
      .returning({ balance: pointsBalances.balance });
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
