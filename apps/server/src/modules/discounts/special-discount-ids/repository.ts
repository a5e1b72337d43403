/**
 * Queries on special_discount_ids and their images. The image bytes are read only by the image call,
 * never with a list.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, preparedOn } from '../../../db/client';
import type { StoredImage } from '../../../lib/image';
import { specialDiscountIdImages, specialDiscountIds } from '../tables';

export type SpecialDiscountIdRow = typeof specialDiscountIds.$inferSelect;
export type NewSpecialDiscountId = Omit<typeof specialDiscountIds.$inferInsert, 'id' | 'uuid'>;

/** Our advisory-lock space (the first key); the second is the customer's id. */
const CUSTOMER_IDS_LOCK = 0x5d1d;

/** What a cart's selection names: an ID's row id, uuid and type, nothing personal. */
export type SelectableId = Pick<SpecialDiscountIdRow, 'id' | 'uuid' | 'discountType'>;

const selectableQuery = (root: Executor, q: { merchantId: unknown; customerId: unknown }) =>
  root
    .select({ id: specialDiscountIds.id, uuid: specialDiscountIds.uuid, discountType: specialDiscountIds.discountType })
    .from(specialDiscountIds)
    .where(
      and(
        eq(specialDiscountIds.customerId, q.customerId as number),
        eq(specialDiscountIds.merchantId, q.merchantId as number),
      ),
    );

export const specialDiscountIdRepository = {
  /**
   * The customer's IDs as a cart's selection names them (prepared: a cart list with a selection reads it;
   * the (customer, type) index finds them).
   */
  async selectable(db: Executor, merchantId: number, customerId: number): Promise<SelectableId[]> {
    const prepared = preparedOn(db, 'special_discount_ids_selectable', (root, name) =>
      selectableQuery(root, {
        merchantId: sql.placeholder('merchantId'),
        customerId: sql.placeholder('customerId'),
      }).prepare(name),
    );
    return prepared ? prepared.execute({ merchantId, customerId }) : selectableQuery(db, { merchantId, customerId });
  },

  /** A customer's IDs, oldest first. */
  async ofCustomer(db: Executor, customerId: number): Promise<SpecialDiscountIdRow[]> {
    return db
      .select()
      .from(specialDiscountIds)
      .where(eq(specialDiscountIds.customerId, customerId))
      .orderBy(asc(specialDiscountIds.createdAt), asc(specialDiscountIds.id));
  },

  async byUuid(db: Executor, uuid: string): Promise<SpecialDiscountIdRow | undefined> {
    const [row] = await db.select().from(specialDiscountIds).where(eq(specialDiscountIds.uuid, uuid)).limit(1);
    return row;
  },

  /** The ID and its photo, in the caller's transaction. */
  async insert(tx: Executor, values: NewSpecialDiscountId, image: StoredImage): Promise<SpecialDiscountIdRow> {
    const [row] = await tx
      .insert(specialDiscountIds)
      .values({ ...values, uuid: randomUUID() })
      .returning();
    const saved = row as SpecialDiscountIdRow;
    await tx.insert(specialDiscountIdImages).values({
      specialDiscountId: saved.id,
      contentType: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
    });
    return saved;
  },

  async update(
    db: Executor,
    q: { id: number; rejectedAction: SpecialDiscountIdRow['rejectedAction']; notes: string | null; at: Date },
  ): Promise<SpecialDiscountIdRow | undefined> {
    const [row] = await db
      .update(specialDiscountIds)
      .set({ rejectedAction: q.rejectedAction, notes: q.notes, updatedAt: q.at })
      .where(eq(specialDiscountIds.id, q.id))
      .returning();
    return row;
  },

  /** The ID and its photo's bytes (the foreign key cascades too); false when it was already gone. */
  async remove(tx: Executor, q: { id: number; customerId: number }): Promise<boolean> {
    await tx.delete(specialDiscountIdImages).where(eq(specialDiscountIdImages.specialDiscountId, q.id));
    const gone = await tx
      .delete(specialDiscountIds)
      .where(and(eq(specialDiscountIds.id, q.id), eq(specialDiscountIds.customerId, q.customerId)))
      .returning({ id: specialDiscountIds.id });
    return gone.length === 1;
  },

  /** Every ID of the customer and their photos (an account deactivated keeps no ID behind). */
  async removeAllOfCustomer(tx: Executor, customerId: number): Promise<void> {
    // The images go by the foreign key's cascade.
    await tx.delete(specialDiscountIds).where(eq(specialDiscountIds.customerId, customerId));
  },

  async image(db: Executor, uuid: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
    const [row] = await db
      .select({ contentType: specialDiscountIdImages.contentType, bytes: specialDiscountIdImages.bytes })
      .from(specialDiscountIdImages)
      .innerJoin(specialDiscountIds, eq(specialDiscountIds.id, specialDiscountIdImages.specialDiscountId))
      .where(eq(specialDiscountIds.uuid, uuid))
      .limit(1);
    return row;
  },

  /**
   * Holds the customer's IDs until the transaction ends: uploads (and deletes) of one customer run one
   * after the other, so each sees the rows the one before wrote.
   */
  async lockCustomer(tx: Executor, customerId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_IDS_LOCK}, ${customerId})`);
  },
};
