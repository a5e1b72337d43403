import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedOn } from '../../db/client';
import { cartBranches, cartItems, carts } from './tables';

export type CartRow = typeof carts.$inferSelect;
export type CartBranchRow = typeof cartBranches.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export type Contents = { branchRows: CartBranchRow[]; items: CartItemRow[] };

/** Fulfilment rows (once each, oldest first) and items (in the order added) from joined rows. */
function gather(rows: { branch: CartBranchRow | null; item: CartItemRow | null }[]): Contents {
  const branchRows = new Map<number, CartBranchRow>();
  const items: CartItemRow[] = [];
  for (const { branch, item } of rows) {
    if (branch) branchRows.set(branch.branchId, branch);
    if (item) items.push(item);
  }
  const byAge = (a: CartBranchRow, b: CartBranchRow) =>
    a.createdAt.getTime() - b.createdAt.getTime() || a.branchId - b.branchId;
  return { branchRows: [...branchRows.values()].sort(byAge), items: items.sort((a, b) => a.id - b.id) };
}

/** A cart with its fulfilment rows and items, in one query. */
const contentsQuery = (db: Executor, where: SQL | undefined) =>
  db
    .select({ cart: carts, branch: cartBranches, item: cartItems })
    .from(carts)
    .leftJoin(cartBranches, eq(cartBranches.cartId, carts.id))
    .leftJoin(cartItems, and(eq(cartItems.cartId, carts.id), eq(cartItems.branchId, cartBranches.branchId)))
    .where(where);

const withCart = (rows: Awaited<ReturnType<typeof contentsQuery>>) => {
  const cart = rows[0]?.cart;
  return cart ? { cart, ...gather(rows) } : undefined;
};

const placeholder = sql.placeholder;

/** A guest cart of this merchant that is still live: not a customer's, not merged, touched since `since`. */
const liveGuestCart = (merchantId: number, uuid: string, since: Date) =>
  and(
    eq(carts.uuid, uuid),
    eq(carts.merchantId, merchantId),
    isNull(carts.customerId),
    eq(carts.status, 'active'),
    gt(carts.updatedAt, since),
  );

const activeCustomerCart = (merchantId: number | Placeholder, customerId: number | Placeholder) =>
  and(eq(carts.merchantId, merchantId), eq(carts.customerId, customerId), eq(carts.status, 'active'));

export const cartRepository = {
  async createCart(db: Executor, merchantId: number, customerId: number | null, at: Date): Promise<CartRow> {
    const [row] = await db
      .insert(carts)
      .values({ uuid: randomUUID(), merchantId, customerId, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // Another request created this customer's cart at the same moment.
    return (await cartRepository.claimCustomerCart(db, merchantId, customerId as number, at)) as CartRow;
  },

  /**
   * Marks a live guest cart as changed now and holds its row until the transaction ends (one round
   * trip: the UPDATE both locks and touches).
   */
  async claimGuestCart(db: Executor, merchantId: number, uuid: string, since: Date, at: Date) {
    const [row] = await db
      .update(carts)
      .set({ updatedAt: at })
      .where(liveGuestCart(merchantId, uuid, since))
      .returning();
    return row;
  },

  /** As claimGuestCart, for a customer's active cart. */
  async claimCustomerCart(db: Executor, merchantId: number, customerId: number, at: Date) {
    const [row] = await db
      .update(carts)
      .set({ updatedAt: at })
      .where(activeCustomerCart(merchantId, customerId))
      .returning();
    return row;
  },

  /** A cart's fulfilment rows and items in one query, in the order they were added. */
  async contents(db: Executor, cartId: number): Promise<Contents> {
    const rows = await db
      .select({ branch: cartBranches, item: cartItems })
      .from(cartBranches)
      .leftJoin(
        cartItems,
        and(eq(cartItems.cartId, cartBranches.cartId), eq(cartItems.branchId, cartBranches.branchId)),
      )
      .where(eq(cartBranches.cartId, cartId));
    return gather(rows);
  },

  /** For reading: a live guest cart with its contents, in one query (prepared: every cart call reads it). */
  async guestCartWithContents(db: Executor, merchantId: number, uuid: string, since: Date) {
    const prepared = preparedOn(db, 'cart_guest_contents', (root, name) =>
      contentsQuery(
        root,
        and(
          eq(carts.uuid, placeholder('uuid')),
          eq(carts.merchantId, placeholder('merchantId')),
          isNull(carts.customerId),
          eq(carts.status, 'active'),
          gt(carts.updatedAt, placeholder('since')),
        ),
      ).prepare(name),
    );
    return withCart(
      prepared
        ? await prepared.execute({ uuid, merchantId, since: since.toISOString() })
        : await contentsQuery(db, liveGuestCart(merchantId, uuid, since)),
    );
  },

  /** For reading: a customer's active cart with its contents, in one query (prepared, as above). */
  async customerCartWithContents(db: Executor, merchantId: number, customerId: number) {
    const prepared = preparedOn(db, 'cart_customer_contents', (root, name) =>
      contentsQuery(root, activeCustomerCart(placeholder('merchantId'), placeholder('customerId'))).prepare(name),
    );
    return withCart(
      prepared
        ? await prepared.execute({ merchantId, customerId })
        : await contentsQuery(db, activeCustomerCart(merchantId, customerId)),
    );
  },

  /** Marking an active cart ordered, as a part of checkout's statement: it returns the cart's id, or nothing when the cart was ordered already. */
  markOrderedSql(cartId: number): SQL {
    return sql`update ${carts} set status = 'ordered' where id = ${cartId} and status = 'active' returning id`;
  },

  async isActive(db: Executor, cartId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.status, 'active')));
    return row !== undefined;
  },

  /**
   * Saves (or clears, with null) the promo code on a customer's active cart; false when there is none.
   * Saving one clears the special discount in the same statement: the two are never on a cart together.
   */
  async setPromoCode(db: Executor, merchantId: number, customerId: number, promoCodeId: number | null) {
    const rows = await db
      .update(carts)
      .set(promoCodeId === null ? { promoCodeId } : { promoCodeId, specialDiscountTypes: null })
      .where(activeCustomerCart(merchantId, customerId))
      .returning({ id: carts.id });
    return rows.length > 0;
  },

  /**
   * Stores the special discount types selected on a customer's active cart, clearing its promo code in
   * the same statement; null clears the selection and leaves a promo code alone. False when there is no cart.
   */
  async setSpecialDiscount(db: Executor, merchantId: number, customerId: number, types: string[] | null) {
    const rows = await db
      .update(carts)
      .set(types ? { specialDiscountTypes: types, promoCodeId: null } : { specialDiscountTypes: null })
      .where(activeCustomerCart(merchantId, customerId))
      .returning({ id: carts.id });
    return rows.length > 0;
  },

  /** Stores the points the customer chose to pay with on their active cart; false when there is none. */
  async setPointsUsed(db: Executor, merchantId: number, customerId: number, points: number) {
    const rows = await db
      .update(carts)
      .set({ pointsUsed: points })
      .where(activeCustomerCart(merchantId, customerId))
      .returning({ id: carts.id });
    return rows.length > 0;
  },

  /** Takes a selection that stopped applying off the cart, unless the customer chose another meanwhile. */
  async dropSpecialDiscount(db: Executor, cartId: number, types: readonly string[]) {
    await db
      .update(carts)
      .set({ specialDiscountTypes: null })
      .where(
        and(
          eq(carts.id, cartId),
          sql`${carts.specialDiscountTypes} = ${sql.param([...types], carts.specialDiscountTypes)}`,
        ),
      );
  },

  /** Takes a code that stopped applying off the cart, unless the customer saved another meanwhile. */
  async dropPromoCode(db: Executor, cartId: number, promoCodeId: number) {
    await db
      .update(carts)
      .set({ promoCodeId: null })
      .where(and(eq(carts.id, cartId), eq(carts.promoCodeId, promoCodeId)));
  },

  async markMerged(db: Executor, cartId: number) {
    await db.update(carts).set({ status: 'merged' }).where(eq(carts.id, cartId));
  },

  async addBranch(db: Executor, cartId: number, branchId: number, deliveryType: string): Promise<CartBranchRow> {
    const [row] = await db.insert(cartBranches).values({ cartId, branchId, deliveryType }).returning();
    return row as CartBranchRow;
  },

  async setFulfilment(
    db: Executor,
    cartId: number,
    branchId: number,
    values: { deliveryType: string; deliveryDatetime: string | null },
  ): Promise<boolean> {
    const rows = await db
      .update(cartBranches)
      .set(values)
      .where(and(eq(cartBranches.cartId, cartId), eq(cartBranches.branchId, branchId)))
      .returning({ branchId: cartBranches.branchId });
    return rows.length > 0;
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
