import { and, eq, notInArray } from 'drizzle-orm';
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

  async upsertBrand(db: Executor, values: typeof brands.$inferInsert): Promise<BrandRow> {
    const [row] = await db
      .insert(brands)
      .values(values)
      .onConflictDoUpdate({
        target: [brands.merchantId, brands.key],
        set: { name: values.name, description: values.description, logo: values.logo, sort: values.sort, active: true },
      })
      .returning();
    if (!row) throw new Error('brand upsert returned nothing');
    return row;
  },

  async upsertBranch(db: Executor, values: typeof branches.$inferInsert): Promise<BranchRow> {
    const { id: _id, uuid: _uuid, merchantId: _m, key: _k, ...changes } = values;
    const [row] = await db
      .insert(branches)
      .values(values)
      .onConflictDoUpdate({ target: [branches.merchantId, branches.key], set: { ...changes, active: true } })
      .returning();
    if (!row) throw new Error('branch upsert returned nothing');
    return row;
  },

  /** Records a re-import no longer lists are deactivated, not deleted: orders may still name them. */
  async deactivateBrandsExcept(db: Executor, merchantId: number, keys: string[]) {
    await db
      .update(brands)
      .set({ active: false })
      .where(and(eq(brands.merchantId, merchantId), keys.length ? notInArray(brands.key, keys) : undefined));
  },

  async deactivateBranchesExcept(db: Executor, merchantId: number, keys: string[]) {
    await db
      .update(branches)
      .set({ active: false })
      .where(and(eq(branches.merchantId, merchantId), keys.length ? notInArray(branches.key, keys) : undefined));
  },
};
