/**
 * The IDs an order was placed with (issue 18, ADR 0020). Checkout copies each selected Senior Citizen /
 * PWD ID onto the order — name, full number, type, what to do on a rejection, the photo's bytes — in the
 * statement that writes the order, so the store checks the ID the customer ordered with even if the
 * saved one is deleted or changed later. The copy's `validated_at` starts the photo's retention clock
 * (purge-id-images.ts): set when the store decides, or when the order is released before it does.
 *
 * Checkout reaches this through `holdForCheckout` and `copyStep` (as promo codes through theirs); the
 * orders module through its `OrderIdCopies` port (`markValidated`, `ofOrder`); the operator's photo
 * call through `image`.
 */
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderSpecialDiscountIds, specialDiscountIdImages, specialDiscountIds } from '../tables';
import { specialDiscountIdRepository } from './repository';

type DiscountType = 'senior' | 'pwd';
type RejectedAction = 'proceed' | 'cancel';

/** A selected ID as checkout holds it: still the customer's, with what they chose for a rejection. */
export type HeldSpecialDiscountId = { id: number; discountType: DiscountType; rejectedAction: RejectedAction };

/** An order's copy of an ID, without its photo (the invoice, the operator's view). */
export type OrderIdCopy = {
  discountType: DiscountType;
  idType: string;
  fullName: string;
  /** Whole: only the invoice and the operator see it. */
  idNumber: string;
  rejectedAction: RejectedAction;
  hasImage: boolean;
  validatedAt: Date | null;
};

export const orderSpecialDiscountCopies = {
  /**
   * Checkout's check, in its transaction: the customer's IDs are locked until the order commits (an
   * upload or a delete of theirs waits: it takes the same lock), then the selected ones are read. Undefined
   * when one of them is gone, is another customer's or another merchant's, or changed its type: the
   * selection no longer holds.
   */
  async holdForCheckout(
    tx: Executor,
    q: { merchantId: number; customerId: number; ids: { id: number; discountType: DiscountType }[] },
  ): Promise<HeldSpecialDiscountId[] | undefined> {
    await specialDiscountIdRepository.lockCustomer(tx, q.customerId);
    const rows = await specialDiscountIdRepository.ofCustomer(tx, q.customerId);
    const held: HeldSpecialDiscountId[] = [];
    for (const wanted of q.ids) {
      const row = rows.find((r) => r.id === wanted.id);
      if (!row || row.merchantId !== q.merchantId || row.discountType !== wanted.discountType) return undefined;
      held.push({ id: row.id, discountType: row.discountType, rejectedAction: row.rejectedAction });
    }
    return held;
  },

  /**
   * The part of checkout's statement that copies the held IDs, with their photos, onto the order that
   * `orderCte` inserts (nothing when it inserts none). The rejected action is the one read under the
   * lock, so the copy and the order agree.
   */
  copyStep(q: { customerId: number; ids: HeldSpecialDiscountId[] }, orderCte: string): SQL {
    const order = sql.raw(orderCte);
    const chosen = JSON.stringify(q.ids.map((i) => ({ id: i.id, rejected_action: i.rejectedAction })));
    return sql`special_discount_id_copies as (
        insert into ${orderSpecialDiscountIds} (order_id, merchant_id, customer_id, discount_type, id_type,
          full_name, id_number, rejected_action, image_content_type, image)
        select o.id, s.merchant_id, s.customer_id, s.discount_type, s.id_type, s.full_name, s.id_number,
          c.rejected_action, i.content_type, i.bytes
        from ${order} o
        cross join jsonb_to_recordset(${chosen}::jsonb) as c(id int, rejected_action text)
        join ${specialDiscountIds} s on s.id = c.id and s.customer_id = ${q.customerId}
        left join ${specialDiscountIdImages} i on i.special_discount_id = s.id
        returning id
      )`;
  },

  /**
   * Starts the photos' retention clock (the purge job drops them that long after), in the caller's
   * transaction; copies already validated keep their time.
   */
  async markValidated(tx: Executor, orderId: number, at: Date): Promise<number> {
    const t = orderSpecialDiscountIds;
    const rows = await tx
      .update(t)
      .set({ validatedAt: at })
      .where(and(eq(t.orderId, orderId), isNull(t.validatedAt)))
      .returning({ id: t.id });
    return rows.length;
  },

  /** The order's copies, senior first, without the photos' bytes. */
  async ofOrder(db: Executor, orderId: number): Promise<OrderIdCopy[]> {
    const t = orderSpecialDiscountIds;
    return db
      .select({
        discountType: t.discountType,
        idType: t.idType,
        fullName: t.fullName,
        idNumber: t.idNumber,
        rejectedAction: t.rejectedAction,
        hasImage: sql<boolean>`${t.image} is not null`,
        validatedAt: t.validatedAt,
      })
      .from(t)
      .where(eq(t.orderId, orderId))
      .orderBy(sql`${t.discountType} = 'pwd'`, asc(t.id));
  },

  /** The photo of the order's ID of this type, while it is kept (the operator checks it). */
  async image(
    db: Executor,
    orderId: number,
    discountType: DiscountType,
  ): Promise<{ contentType: string; bytes: Buffer } | undefined> {
    const t = orderSpecialDiscountIds;
    const [row] = await db
      .select({ contentType: t.imageContentType, bytes: t.image })
      .from(t)
      .where(and(eq(t.orderId, orderId), eq(t.discountType, discountType)))
      .limit(1);
    if (!row?.bytes) return undefined;
    return { contentType: row.contentType ?? 'image/jpeg', bytes: row.bytes };
  },
};

export type OrderSpecialDiscountCopies = typeof orderSpecialDiscountCopies;
