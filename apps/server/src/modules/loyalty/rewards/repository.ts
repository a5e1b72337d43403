/**
 * Queries on rewards and reward_redemptions. The guarded counts live here as single statements: stock
 * is taken by one conditional UPDATE, and a customer's redeems queue on an advisory lock so what is
 * counted for them is what exists.
 */
import { and, asc, count, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rewardRedemptions, rewards } from '../tables';

export type RewardRow = typeof rewards.$inferSelect;
export type RewardValues = Omit<typeof rewards.$inferInsert, 'id' | 'redeemed' | 'active' | 'updatedAt'>;
export type RedemptionRow = typeof rewardRedemptions.$inferSelect;
export type RedemptionValues = Omit<typeof rewardRedemptions.$inferInsert, 'id' | 'createdAt'>;
/** A redemption with the reward it was of, as the calls answer it. */
export type RedemptionWithReward = RedemptionRow & { rewardUuid: string; rewardName: string };

/** Our advisory-lock space (the first key); the second is the customer's id. */
const CUSTOMER_REDEEM_LOCK = 0x7e3d;

const redemptionColumns = {
  redemption: rewardRedemptions,
  rewardUuid: rewards.uuid,
  rewardName: rewards.name,
};
const flatten = (row: { redemption: RedemptionRow; rewardUuid: string; rewardName: string }) => ({
  ...row.redemption,
  rewardUuid: row.rewardUuid,
  rewardName: row.rewardName,
});

const activeOf = (merchantId: number): SQL => and(eq(rewards.merchantId, merchantId), eq(rewards.active, true)) as SQL;

export const rewardsRepository = {
  /**
   * Inserts or updates a reward by merchant and key, on again. `redeemed` is never touched; a stock
   * lowered below what was already redeemed becomes that figure (sold out), so the CHECK holds.
   */
  async upsert(tx: Executor, values: RewardValues): Promise<void> {
    const { merchantId, key, uuid, ...rest } = values;
    await tx
      .insert(rewards)
      .values(values)
      .onConflictDoUpdate({
        target: [rewards.merchantId, rewards.key],
        set: {
          ...rest,
          stock: sql`case when excluded.stock is null then null else greatest(excluded.stock, ${rewards.redeemed}) end`,
          active: true,
          updatedAt: sql`now()`,
        },
      });
  },

  /** Switches off the merchant's rewards the file no longer lists (their redemptions stay). */
  async deactivateExcept(tx: Executor, merchantId: number, keys: string[]): Promise<void> {
    await tx
      .update(rewards)
      .set({ active: false, updatedAt: sql`now()` })
      .where(and(activeOf(merchantId), keys.length ? notInArray(rewards.key, keys) : undefined));
  },

  /** One page of the merchant's rewards that are on, in the file's order, and how many there are. */
  async activePage(db: Executor, merchantId: number, page: { offset: number; limit: number }) {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(rewards)
        .where(activeOf(merchantId))
        .orderBy(asc(rewards.sort), asc(rewards.id))
        .offset(page.offset)
        .limit(page.limit),
      db.select({ n: count() }).from(rewards).where(activeOf(merchantId)),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },

  /** A reward of the merchant by its uuid, on or off. */
  async byUuid(db: Executor, merchantId: number, uuid: string): Promise<RewardRow | undefined> {
    const [row] = await db
      .select()
      .from(rewards)
      .where(and(eq(rewards.merchantId, merchantId), eq(rewards.uuid, uuid)));
    return row;
  },

  /**
   * Holds the customer's redeems until the transaction ends: a second redeem (another reward, a retried
   * key) waits, then counts and finds what the first wrote. Redeems of other customers do not wait.
   */
  async lockCustomer(tx: Executor, customerId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_REDEEM_LOCK}, ${customerId})`);
  },

  /** The redemption a customer's idempotency key already made, with its reward. */
  async redemptionByKey(db: Executor, merchantId: number, customerId: number, key: string) {
    const [row] = await db
      .select(redemptionColumns)
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .where(
        and(
          eq(rewardRedemptions.merchantId, merchantId),
          eq(rewardRedemptions.customerId, customerId),
          eq(rewardRedemptions.idempotencyKey, key),
        ),
      );
    return row && flatten(row);
  },

  /** How many times the customer redeemed the reward (under their lock: exact). */
  async countRedeemedBy(db: Executor, merchantId: number, customerId: number, rewardId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(rewardRedemptions)
      .where(
        and(
          eq(rewardRedemptions.merchantId, merchantId),
          eq(rewardRedemptions.customerId, customerId),
          eq(rewardRedemptions.rewardId, rewardId),
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * Takes one from the stock in one guarded statement: false when none is left. Concurrent redeems of
   * the reward queue on its row lock, and each sees the count the one before it left.
   */
  async takeOne(tx: Executor, rewardId: number): Promise<boolean> {
    const taken = await tx
      .update(rewards)
      .set({ redeemed: sql`${rewards.redeemed} + 1` })
      .where(and(eq(rewards.id, rewardId), sql`(${rewards.stock} is null or ${rewards.redeemed} < ${rewards.stock})`))
      .returning({ id: rewards.id });
    return taken.length > 0;
  },

  /** Whether the merchant already gave out this claim code. */
  async claimCodeTaken(db: Executor, merchantId: number, claimCode: string): Promise<boolean> {
    const [row] = await db
      .select({ id: rewardRedemptions.id })
      .from(rewardRedemptions)
      .where(and(eq(rewardRedemptions.merchantId, merchantId), eq(rewardRedemptions.claimCode, claimCode)))
      .limit(1);
    return row !== undefined;
  },

  /** Records a redemption; undefined when a unique key (the attempt's, a claim code's) is taken. */
  async insertRedemption(tx: Executor, values: RedemptionValues): Promise<RedemptionRow | undefined> {
    const [row] = await tx.insert(rewardRedemptions).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** The customer's redemptions of one reward, newest first. */
  async redemptionsOf(db: Executor, merchantId: number, customerId: number, rewardId: number) {
    const rows = await db
      .select(redemptionColumns)
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .where(
        and(
          eq(rewardRedemptions.merchantId, merchantId),
          eq(rewardRedemptions.customerId, customerId),
          eq(rewardRedemptions.rewardId, rewardId),
        ),
      )
      .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id));
    return rows.map(flatten);
  },
};
