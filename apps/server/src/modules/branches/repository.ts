import type { Box } from '@storefront/domain/geo';
import { and, between, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, preparedOn } from '../../db/client';
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

  /**
   * The ids of a merchant's visible branches inside a box, through the (merchant, lat, lng) index.
   * Brand activity is not checked here: the caller looks the ids up in the cached list, which holds
   * active brands only.
   */
  async publicIdsWithin(db: Executor, merchantId: number, box: Box): Promise<number[]> {
    type Value = number | SQLWrapper;
    const where = (m: Value, lat0: Value, lat1: Value, lng0: Value, lng1: Value) =>
      and(
        eq(branches.merchantId, m),
        between(branches.lat, lat0, lat1),
        between(branches.lng, lng0, lng1),
        eq(branches.active, true),
        eq(branches.visibility, true),
        eq(branches.brandVisibility, true),
      );
    // Prepared: every nearby call with a position runs it.
    const prepared = preparedOn(db, 'branches_within', (root, name) =>
      root
        .select({ id: branches.id })
        .from(branches)
        .where(
          where(
            sql.placeholder('m'),
            sql.placeholder('lat0'),
            sql.placeholder('lat1'),
            sql.placeholder('lng0'),
            sql.placeholder('lng1'),
          ),
        )
        .prepare(name),
    );
    const params = { m: merchantId, lat0: box.minLat, lat1: box.maxLat, lng0: box.minLng, lng1: box.maxLng };
    const rows = prepared
      ? await prepared.execute(params)
      : await db
          .select({ id: branches.id })
          .from(branches)
          .where(where(params.m, params.lat0, params.lat1, params.lng0, params.lng1));
    return rows.map((r) => r.id);
  },
};
