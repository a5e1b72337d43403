/** The medicine wallet's tables (this module's alone: others reach them through its service and ports). */
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { walletCartCredits, walletCredits, walletOrderDebits } from './tables';

export const walletsRepository = {
  async insertCredit(
    db: Executor,
    row: { merchantId: number; type: string; code: string; pinHash: string; amount: number },
  ) {
    const [created] = await db
      .insert(walletCredits)
      .values({ ...row, issuedAmount: row.amount, balance: row.amount })
      .returning();
    return created;
  },

  async byCode(db: Executor, merchantId: number, type: string, code: string) {
    const [row] = await db
      .select()
      .from(walletCredits)
      .where(and(eq(walletCredits.merchantId, merchantId), eq(walletCredits.type, type), eq(walletCredits.code, code)));
    return row;
  },

  /** The credits on a cart, oldest application first (the order they pay in), with their balances now. */
  async onCart(db: Executor, cartId: number) {
    return db
      .select({
        creditId: walletCredits.id,
        code: walletCredits.code,
        chosen: walletCartCredits.amount,
        balance: walletCredits.balance,
      })
      .from(walletCartCredits)
      .innerJoin(walletCredits, eq(walletCredits.id, walletCartCredits.creditId))
      .where(eq(walletCartCredits.cartId, cartId))
      .orderBy(asc(walletCartCredits.appliedAt), asc(walletCredits.id));
  },

  /** Puts (or changes) a credit's amount on a cart; a change keeps its place in the paying order. */
  async apply(db: Executor, cartId: number, creditId: number, amount: number) {
    await db
      .insert(walletCartCredits)
      .values({ cartId, creditId, amount })
      .onConflictDoUpdate({ target: [walletCartCredits.cartId, walletCartCredits.creditId], set: { amount } });
  },

  async remove(db: Executor, cartId: number, creditId: number) {
    await db
      .delete(walletCartCredits)
      .where(and(eq(walletCartCredits.cartId, cartId), eq(walletCartCredits.creditId, creditId)));
  },

  /**
   * Takes `amount` off the credit only while its balance holds it: one guarded statement, so two
   * checkouts racing for the same credit cannot both take it (the second finds the lowered balance).
   */
  async debit(db: Executor, creditId: number, amount: number): Promise<boolean> {
    const rows = await db
      .update(walletCredits)
      .set({ balance: sql`${walletCredits.balance} - ${amount}` })
      .where(and(eq(walletCredits.id, creditId), gte(walletCredits.balance, amount)))
      .returning({ id: walletCredits.id });
    return rows.length > 0;
  },

  async recordDebit(db: Executor, orderUuid: string, creditId: number, amount: number) {
    await db.insert(walletOrderDebits).values({ orderUuid, creditId, amount });
  },

  /**
   * Marks the order's debits returned, once (the guard on returned_at), and answers the ones this call
   * marked: only those are credited back, so racing releases give back once.
   */
  async markReturned(db: Executor, orderUuid: string, at: Date) {
    return db
      .update(walletOrderDebits)
      .set({ returnedAt: at })
      .where(and(eq(walletOrderDebits.orderUuid, orderUuid), isNull(walletOrderDebits.returnedAt)))
      .returning({ creditId: walletOrderDebits.creditId, amount: walletOrderDebits.amount });
  },

  async credit(db: Executor, creditId: number, amount: number) {
    await db
      .update(walletCredits)
      .set({ balance: sql`${walletCredits.balance} + ${amount}` })
      .where(eq(walletCredits.id, creditId));
  },
};
