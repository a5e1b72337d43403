import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartBranches, cartItems, carts } from './tables';

export type CartRow = typeof carts.$inferSelect;
export type CartBranchRow = typeof cartBranches.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export const cartRepository = {
  /** A live guest cart of this merchant by its uuid: not a customer's, not merged, touched since `since`. */
  async guestCart(db: Executor, merchantId: number, uuid: string, since: Date, lock = false) {
    const query = db
      .select()
      .from(carts)
      .where(
        and(
          eq(carts.uuid, uuid),
          eq(carts.merchantId, merchantId),
          isNull(carts.customerId),
          eq(carts.status, 'active'),
          gt(carts.updatedAt, since),
        ),
      )
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async customerCart(db: Executor, merchantId: number, customerId: number, lock = false) {
    const query = db
      .select()
      .from(carts)
      .where(and(eq(carts.merchantId, merchantId), eq(carts.customerId, customerId), eq(carts.status, 'active')))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async createCart(db: Executor, merchantId: number, customerId: number | null): Promise<CartRow> {
    const [row] = await db
      .insert(carts)
      .values({ uuid: randomUUID(), merchantId, customerId })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // Another request created this customer's cart at the same moment.
    return (await cartRepository.customerCart(db, merchantId, customerId as number, true)) as CartRow;
  },

  async touch(db: Executor, cartId: number, at: Date) {
    await db.update(carts).set({ updatedAt: at }).where(eq(carts.id, cartId));
  },

  async markMerged(db: Executor, cartId: number) {
    await db.update(carts).set({ status: 'merged' }).where(eq(carts.id, cartId));
  },

  async branches(db: Executor, cartId: number): Promise<CartBranchRow[]> {
    return db.select().from(cartBranches).where(eq(cartBranches.cartId, cartId)).orderBy(asc(cartBranches.createdAt));
  },

  async items(db: Executor, cartId: number): Promise<CartItemRow[]> {
    return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
  },

  async ensureBranch(db: Executor, cartId: number, branchId: number, deliveryType: string) {
    await db.insert(cartBranches).values({ cartId, branchId, deliveryType }).onConflictDoNothing();
  },

  async setFulfilment(
    db: Executor,
    cartId: number,
    branchId: number,
    values: { deliveryType: string; deliveryDatetime: string | null },
  ) {
    await db
      .update(cartBranches)
      .set(values)
      .where(and(eq(cartBranches.cartId, cartId), eq(cartBranches.branchId, branchId)));
  },

  /** Drops the fulfilment rows of branches that no longer have items in the cart. */
  async pruneBranches(db: Executor, cartId: number) {
    await db.delete(cartBranches).where(
      and(
        eq(cartBranches.cartId, cartId),
        sql`not exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${cartId}
            and ${cartItems.branchId} = ${cartBranches.branchId})`,
      ),
    );
  },

  async insertItem(db: Executor, values: Omit<typeof cartItems.$inferInsert, 'uuid'>): Promise<CartItemRow> {
    const [row] = await db
      .insert(cartItems)
      .values({ ...values, uuid: randomUUID() })
      .returning();
    return row as CartItemRow;
  },

  async updateItem(
    db: Executor,
    id: number,
    values: Partial<Pick<CartItemRow, 'quantity' | 'remarks' | 'addOns' | 'inventoryId' | 'cartId'>>,
  ) {
    await db.update(cartItems).set(values).where(eq(cartItems.id, id));
  },

  async deleteItems(db: Executor, ids: number[]) {
    if (ids.length) await db.delete(cartItems).where(inArray(cartItems.id, ids));
  },

  async moveBranch(db: Executor, from: CartBranchRow, toCartId: number) {
    await db
      .insert(cartBranches)
      .values({ ...from, cartId: toCartId })
      .onConflictDoNothing();
  },
};
