import type { Box, Position } from '@storefront/domain/geo';
import { and, between, eq, type Placeholder, sql } from 'drizzle-orm';
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
   * The ids of a merchant's visible branches inside a box, read from the partial (merchant, lat, lng, id)
   * index alone. With `nearest`, only the `limit` nearest to a point, nearest first (by a flat-earth
   * distance: exact enough to choose candidates; the caller measures them exactly).
   * Brand activity is not checked here: the caller looks the ids up in the cached list, which holds
   * active brands only.
   */
  async publicIdsWithin(
    db: Executor,
    merchantId: number,
    box: Box,
    nearest?: { from: Position; limit: number },
  ): Promise<number[]> {
    const params = {
      m: merchantId,
      lat0: box.minLat,
      lat1: box.maxLat,
      lng0: box.minLng,
      lng1: box.maxLng,
      lat: nearest?.from.lat ?? 0,
      lng: nearest?.from.lng ?? 0,
      // A degree of longitude is this many degrees of latitude long, where the customer is.
      scale: Math.cos(((nearest?.from.lat ?? 0) * Math.PI) / 180),
      limit: nearest?.limit ?? 0,
    };
    type Values = { [K in keyof typeof params]: number | Placeholder };
    const query = (root: Executor, v: Values) => {
      const inBox = root
        .select({ id: branches.id })
        .from(branches)
        .where(
          and(
            eq(branches.merchantId, v.m),
            between(branches.lat, v.lat0, v.lat1),
            between(branches.lng, v.lng0, v.lng1),
            eq(branches.active, true),
            eq(branches.visibility, true),
            eq(branches.brandVisibility, true),
          ),
        )
        .$dynamic();
      if (!nearest) return inBox;
      return inBox
        .orderBy(
          sql`(${branches.lat} - ${v.lat}::float8) ^ 2 + ((${branches.lng} - ${v.lng}::float8) * ${v.scale}::float8) ^ 2`,
        )
        .limit(v.limit);
    };
    // Prepared: every nearby call with a position runs one of them.
    const placeholders = Object.fromEntries(
      Object.keys(params).map((k) => [k, sql.placeholder(k)]),
    ) as unknown as Values;
    const prepared = preparedOn(db, nearest ? 'branches_nearest' : 'branches_within', (root, name) =>
      query(root, placeholders).prepare(name),
    );
    const rows = prepared ? await prepared.execute(params) : await query(db, params);
    return rows.map((r) => r.id);
  },

  /**
   * Fresh statistics, and the visibility map that lets nearby read the position index alone; after an
   * import has committed (VACUUM cannot run in a transaction).
   */
  async tidy(db: Executor): Promise<void> {
    await db.execute(sql`vacuum (analyze) ${branches}`);
  },
};
