import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerAddresses, customers } from './tables';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Pick<AddressRow, 'name' | 'label' | 'lat' | 'lng' | 'notes'>;

/** Every query names the customer: an address is found only through its owner. */
const owned = (customerId: number, uuid: string) =>
  and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.uuid, uuid));

export const addressesRepository = {
  async list(db: Executor, customerId: number): Promise<AddressRow[]> {
    return db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.lastUsedAt), desc(customerAddresses.id));
  },

  /**
   * Holds the customer's row until the transaction ends: their saves then run one after another, so
   * the count that guards the book's limit, and the look-up for the same address, are still true when
   * the insert runs (30 saves at once add at most the limit, and one place once).
   */
  async lockBook(tx: Executor, customerId: number): Promise<void> {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  },

  async countOf(db: Executor, customerId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    return row?.n ?? 0;
  },

  /** The customer's address at the same place with the same details, if they have one. */
  async same(db: Executor, customerId: number, values: AddressValues): Promise<AddressRow | undefined> {
    const [row] = await db
      .select()
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          eq(customerAddresses.label, values.label),
          eq(customerAddresses.lat, values.lat),
          eq(customerAddresses.lng, values.lng),
          eq(customerAddresses.notes, values.notes),
        ),
      )
      .orderBy(asc(customerAddresses.id))
      .limit(1);
    return row;
  },

  async insert(
    db: Executor,
    row: AddressValues & { uuid: string; customerId: number; lastUsedAt: Date },
  ): Promise<AddressRow> {
    const [inserted] = await db.insert(customerAddresses).values(row).returning();
    if (!inserted) throw new Error('address insert returned nothing');
    return inserted;
  },

  async update(
    db: Executor,
    customerId: number,
    uuid: string,
    changes: Partial<AddressValues & { lastUsedAt: Date }>,
  ): Promise<AddressRow | undefined> {
    const [row] = await db.update(customerAddresses).set(changes).where(owned(customerId, uuid)).returning();
    return row;
  },

  async remove(db: Executor, customerId: number, uuid: string): Promise<boolean> {
    const rows = await db
      .delete(customerAddresses)
      .where(owned(customerId, uuid))
      .returning({ id: customerAddresses.id });
    return rows.length > 0;
  },

  async removeAllOf(db: Executor, customerId: number): Promise<void> {
    await db.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  },
};
