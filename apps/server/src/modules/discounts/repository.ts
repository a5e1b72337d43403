import { and, asc, eq, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedOn, rowsOf } from '../../db/client';
import { promoCodes, promoCodeUses } from './tables';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeValues = Omit<
  typeof promoCodes.$inferInsert,
  'id' | 'uses' | 'active' | 'createdAt' | 'updatedAt'
>;

const placeholder = sql.placeholder;

/** The customer's uses of a code still held by an order (released ones gave theirs back). */
const heldBy = (promoCodeId: unknown, customerId: unknown) =>
  sql<number>`(select count(*) from ${promoCodeUses} u
    where u.promo_code_id = ${promoCodeId} and u.customer_id = ${customerId} and u.released_at is null)`.mapWith(
    Number,
  );

/** The file's codes (for anyone) and the codes issued to this customer: what they may use or see. */
const usableBy = (customerId: number) =>
  or(isNull(promoCodes.ownerCustomerId), eq(promoCodes.ownerCustomerId, customerId));

export const discountsRepository = {
  /**
   * Inserts or updates a file's code by merchant and code; `uses` is never touched, and the code is on
   * again. A code issued to a customer is never overwritten (the file may not name one: contracts).
   */
  async upsert(tx: Executor, values: PromoCodeValues): Promise<void> {
    const { merchantId, code, ...rule } = values;
    await tx
      .insert(promoCodes)
      .values(values)
      .onConflictDoUpdate({
        target: [promoCodes.merchantId, promoCodes.code],
        set: { ...rule, active: true, updatedAt: new Date() },
        setWhere: isNull(promoCodes.ownerCustomerId),
      });
  },

  /**
   * Switches off the merchant's file codes the file no longer lists (their uses stay); codes issued to
   * customers never came from the file and stay as they are.
   */
  async deactivateExcept(tx: Executor, merchantId: number, codes: string[]): Promise<void> {
    await tx
      .update(promoCodes)
      .set({ active: false, updatedAt: new Date() })
      .where(
        and(
          eq(promoCodes.merchantId, merchantId),
          eq(promoCodes.active, true),
          isNull(promoCodes.ownerCustomerId),
          codes.length ? notInArray(promoCodes.code, codes) : undefined,
        ),
      );
  },

  /** A code issued to one customer (a discount reward); undefined when its text is taken (try another). */
  async insertOwned(tx: Executor, values: PromoCodeValues): Promise<PromoCodeRow | undefined> {
    const [row] = await tx.insert(promoCodes).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** A code the merchant offers now to this customer, by its normalized text (another's own code is none). */
  async activeByCode(
    db: Executor,
    merchantId: number,
    customerId: number,
    code: string,
  ): Promise<PromoCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(promoCodes)
      .where(
        and(
          eq(promoCodes.merchantId, merchantId),
          eq(promoCodes.code, code),
          eq(promoCodes.active, true),
          usableBy(customerId),
        ),
      )
      .limit(1);
    return row;
  },

  /**
   * A code saved on a cart with the customer's uses of it, in one query (prepared: every cart list with
   * a code reads it). Scoped to the merchant, so a cart can never price another merchant's code.
   */
  async withCustomerUses(db: Executor, merchantId: number, id: number, customerId: number) {
    const query = (root: Executor, ids: { id: unknown; merchantId: unknown; customerId: unknown }) =>
      root
        .select({ code: promoCodes, byCustomer: heldBy(ids.id, ids.customerId) })
        .from(promoCodes)
        .where(and(eq(promoCodes.id, ids.id as number), eq(promoCodes.merchantId, ids.merchantId as number)));
    const prepared = preparedOn(db, 'promo_code_with_uses', (root, name) =>
      query(root, {
        id: placeholder('id'),
        merchantId: placeholder('merchantId'),
        customerId: placeholder('customerId'),
      }).prepare(name),
    );
    const [row] = prepared
      ? await prepared.execute({ id, merchantId, customerId })
      : await query(db, { id, merchantId, customerId });
    return row;
  },

  /** A code by id (prepared: the cart list reads it when its short cache has not). */
  async byId(db: Executor, id: number): Promise<PromoCodeRow | undefined> {
    const prepared = preparedOn(db, 'promo_code_by_id', (root, name) =>
      root
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.id, placeholder('id')))
        .prepare(name),
    );
    const [row] = prepared
      ? await prepared.execute({ id })
      : await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    return row;
  },

  /** The customer's uses of a code still held by an order (prepared, as above). */
  async heldByCustomer(db: Executor, id: number, customerId: number): Promise<number> {
    const query = (root: Executor, ids: { id: unknown; customerId: unknown }) =>
      root
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(promoCodeUses)
        .where(
          and(
            eq(promoCodeUses.promoCodeId, ids.id as number),
            eq(promoCodeUses.customerId, ids.customerId as number),
            isNull(promoCodeUses.releasedAt),
          ),
        );
    const prepared = preparedOn(db, 'promo_code_held_by', (root, name) =>
      query(root, { id: placeholder('id'), customerId: placeholder('customerId') }).prepare(name),
    );
    const [row] = prepared ? await prepared.execute({ id, customerId }) : await query(db, { id, customerId });
    return row?.n ?? 0;
  },

  /**
   * The code's row, locked until the transaction ends, then the customer's uses counted: read after the
   * lock (a statement of its own), so a use another checkout just committed is counted.
   */
  async lockWithCustomerUses(tx: Executor, merchantId: number, id: number, customerId: number) {
    const [code] = await tx
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.id, id), eq(promoCodes.merchantId, merchantId)))
      .for('update');
    if (!code) return undefined;
    const [counted] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(promoCodeUses)
      .where(
        and(
          eq(promoCodeUses.promoCodeId, id),
          eq(promoCodeUses.customerId, customerId),
          isNull(promoCodeUses.releasedAt),
        ),
      );
    return { code, byCustomer: counted?.n ?? 0 };
  },

  /**
   * Counting a use, as parts of checkout's statement: a use row for the order that `orderCte` inserted
   * (a part returning its `id`), and the code's `uses` moved up. Both run only when the order row does.
   */
  useSql(promoCodeId: number, customerId: number, orderCte: string): SQL {
    const order = sql.raw(orderCte);
    return sql`promo_use_row as (
        insert into ${promoCodeUses} (promo_code_id, customer_id, order_id)
        select ${promoCodeId}, ${customerId}, id from ${order}
        returning promo_code_id
      ),
      promo_use_count as (
        update ${promoCodes} set uses = uses + 1
        where id = ${promoCodeId} and exists (select 1 from promo_use_row)
        returning id
      )`;
  },

  /** Gives the order's use back, once: released now, and the code's count moved down. */
  async release(tx: Executor, orderId: number): Promise<number> {
    const rows = await rowsOf<{ id: number }>(
      tx.execute(sql`with released as (
          update ${promoCodeUses} set released_at = now()
          where order_id = ${orderId} and released_at is null
          returning promo_code_id
        )
        update ${promoCodes} set uses = greatest(0, uses - 1)
        where id in (select promo_code_id from released)
        returning id`),
    );
    return rows.length;
  },

  /**
   * The merchant's listed codes that are on and this customer may use: the codes issued to them first
   * (oldest first), then the file's in its order (few: filtered by the service).
   */
  async listed(db: Executor, merchantId: number, customerId: number): Promise<PromoCodeRow[]> {
    return db
      .select()
      .from(promoCodes)
      .where(
        and(
          eq(promoCodes.merchantId, merchantId),
          eq(promoCodes.active, true),
          eq(promoCodes.listed, true),
          usableBy(customerId),
        ),
      )
      .orderBy(sql`${promoCodes.ownerCustomerId} is null`, asc(promoCodes.sort), asc(promoCodes.id));
  },
};
