import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { ecodes } from '../tables';

export type EcodeRow = typeof ecodes.$inferSelect;
export type NewEcode = Pick<typeof ecodes.$inferInsert, 'merchantId' | 'codeHash' | 'points' | 'batch' | 'expiresAt'>;

const named = (merchantId: number, codeHash: string) =>
  and(eq(ecodes.merchantId, merchantId), eq(ecodes.codeHash, codeHash));

export const ecodesRepository = {
  /**
   * Stores codes, skipping any whose hash the merchant already has (a repeat draw): answers the hashes
   * stored, so the caller draws again for the rest.
   */
  async insertMany(tx: Executor, rows: NewEcode[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const inserted = await tx
      .insert(ecodes)
      .values(rows)
      .onConflictDoNothing({ target: [ecodes.merchantId, ecodes.codeHash] })
      .returning({ codeHash: ecodes.codeHash });
    return new Set(inserted.map((r) => r.codeHash));
  },

  /**
   * Uses a code in one guarded statement: only one unused, unvoided, unexpired code changes, so however
   * many requests race for it (on any instance), one gets its points. Undefined when none changed.
   */
  async claim(
    tx: Executor,
    code: { merchantId: number; codeHash: string },
    by: { customerId: number; at: Date },
  ): Promise<{ id: number; points: number } | undefined> {
    const [row] = await tx
      .update(ecodes)
      .set({ usedByCustomerId: by.customerId, usedAt: by.at })
      .where(
        and(
          named(code.merchantId, code.codeHash),
          isNull(ecodes.usedAt),
          isNull(ecodes.voidedAt),
          gt(ecodes.expiresAt, by.at),
        ),
      )
      .returning({ id: ecodes.id, points: ecodes.points });
    return row;
  },

  async byHash(db: Executor, merchantId: number, codeHash: string): Promise<EcodeRow | undefined> {
    const [row] = await db.select().from(ecodes).where(named(merchantId, codeHash)).limit(1);
    return row;
  },

  /** Voids an unused code in one guarded statement (a code being earned at the same moment is either used or void). */
  async voidUnused(db: Executor, merchantId: number, codeHash: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(ecodes)
      .set({ voidedAt: at })
      .where(and(named(merchantId, codeHash), isNull(ecodes.usedAt), isNull(ecodes.voidedAt)))
      .returning({ id: ecodes.id });
    return rows.length > 0;
  },
};
