import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, brands } from './tables';

export type BrandRow = typeof brands.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

export const branchesRepository = {
  /** Every active branch of a merchant with its brand, in the merchant's order. */
  async allWithBrands(db: Executor, merchantId: number) {
    return db
      .select({ branch: branches, brand: brands })
      .from(branches)
      .innerJoin(brands, eq(brands.id, branches.brandId))
      .where(and(eq(branches.merchantId, merchantId), eq(branches.active, true), eq(brands.active, true)))
      .orderBy(brands.sort, branches.sort);
  },
};
