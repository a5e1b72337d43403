/** Queries on deposit_slips. The image bytes are read only by the image call, never with a list. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { depositSlips } from '../tables';

export type DepositSlipRow = Omit<typeof depositSlips.$inferSelect, 'bytes'>;

/** Every column but the image itself. */
const withoutBytes = {
  id: depositSlips.id,
  uuid: depositSlips.uuid,
  orderId: depositSlips.orderId,
  customerId: depositSlips.customerId,
  status: depositSlips.status,
  contentType: depositSlips.contentType,
  width: depositSlips.width,
  height: depositSlips.height,
  note: depositSlips.note,
  details: depositSlips.details,
  createdAt: depositSlips.createdAt,
  reviewedAt: depositSlips.reviewedAt,
};

/** Our advisory-lock space (the first key); the second is the order's id. */
const ORDER_SLIP_LOCK = 0x5119;

export const depositSlipRepository = {
  /** An order's slips, oldest first. */
  async ofOrder(db: Executor, orderId: number): Promise<DepositSlipRow[]> {
    return db
      .select(withoutBytes)
      .from(depositSlips)
      .where(eq(depositSlips.orderId, orderId))
      .orderBy(asc(depositSlips.createdAt), asc(depositSlips.id));
  },

  async byUuid(db: Executor, uuid: string): Promise<DepositSlipRow | undefined> {
    const [row] = await db.select(withoutBytes).from(depositSlips).where(eq(depositSlips.uuid, uuid)).limit(1);
    return row;
  },

  async image(db: Executor, uuid: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
    const [row] = await db
      .select({ contentType: depositSlips.contentType, bytes: depositSlips.bytes })
      .from(depositSlips)
      .where(eq(depositSlips.uuid, uuid))
      .limit(1);
    return row;
  },

  async insert(
    db: Executor,
    values: Omit<typeof depositSlips.$inferInsert, 'uuid' | 'id' | 'createdAt' | 'reviewedAt'>,
  ): Promise<DepositSlipRow> {
    const [row] = await db
      .insert(depositSlips)
      .values({ ...values, uuid: randomUUID() })
      .returning(withoutBytes);
    return row as DepositSlipRow;
  },

  /** Moves a slip out of 'P'; false when it was no longer waiting (reviewed by someone else). */
  async review(db: Executor, q: { id: number; status: 'A' | 'R'; note: string | null; at: Date }): Promise<boolean> {
    const moved = await db
      .update(depositSlips)
      .set({ status: q.status, note: q.note, reviewedAt: q.at })
      .where(and(eq(depositSlips.id, q.id), eq(depositSlips.status, 'P')))
      .returning({ id: depositSlips.id });
    return moved.length === 1;
  },

  /**
   * Holds the order's slips until the transaction ends: two uploads (or an upload and a review) of
   * one order run one after the other, so the 'P' check and the count each see the other's row.
   */
  async lockOrder(db: Executor, orderId: number) {
    await db.execute(sql`select pg_advisory_xact_lock(${ORDER_SLIP_LOCK}, ${orderId})`);
  },
};
