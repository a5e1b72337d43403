/**
 * Writes a merchant file's brands and branches in bulk: one multi-row upsert per kind (whole columns
 * as array parameters), writing only the rows whose values differ, then one deactivation of what the
 * file no longer lists (deactivated, not deleted: orders may still name them). Part of the import
 * transaction.
 */
import type { MerchantConfig } from '@storefront/contracts/merchant-config';
import { toCentavos } from '@storefront/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import { stableUuid } from '../../lib/uuid';

/** One array parameter, cast to its column type. */
const column = (values: unknown[], type: string): SQL => sql`${sql.param(values)}::${sql.raw(type)}`;
/** JSON text for a jsonb column; SQL null for an absent value. */
const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

type Keyed = { id: number; key: string; uuid: string };

async function keyedRows(tx: Executor, table: 'brands' | 'branches', merchantId: number): Promise<Map<string, Keyed>> {
  const rows = await rowsOf<Keyed>(
    tx.execute(sql`select id, key, uuid from ${sql.identifier(table)} where merchant_id = ${merchantId}`),
  );
  return new Map(rows.map((r) => [r.key, { ...r, id: Number(r.id) }]));
}

export async function importBranches(
  tx: Executor,
  merchant: { id: number; subdomain: string },
  config: Pick<MerchantConfig, 'brands' | 'branches'>,
  image: (ref: string) => string,
): Promise<{ brandIds: Map<string, number>; branchIds: Map<string, number>; branchUuids: Map<string, string> }> {
  const b = config.brands;
  const brandCol = <T>(f: (x: (typeof b)[number], sort: number) => T, type: string) => column(b.map(f), type);
  if (b.length)
    await tx.execute(sql`
      insert into brands as t (uuid, merchant_id, key, name, description, logo, sort, active)
      select v.uuid, ${merchant.id}, v.key, v.name, v.description, v.logo, v.sort, true
      from unnest(
        ${brandCol((x) => stableUuid(`${merchant.subdomain}/brand/${x.key}`), 'uuid[]')},
        ${brandCol((x) => x.key, 'text[]')},
        ${brandCol((x) => x.name, 'text[]')},
        ${brandCol((x) => x.description, 'text[]')},
        ${brandCol((x) => image(x.logo), 'text[]')},
        ${brandCol((_, sort) => sort, 'int[]')}
      ) as v(uuid, key, name, description, logo, sort)
      on conflict (merchant_id, key) do update
        set name = excluded.name, description = excluded.description, logo = excluded.logo, sort = excluded.sort,
          active = true
        where (t.name, t.description, t.logo, t.sort, t.active)
          is distinct from (excluded.name, excluded.description, excluded.logo, excluded.sort, true)`);
  const brands = await keyedRows(tx, 'brands', merchant.id);
  const brandIds = new Map(b.map((x) => [x.key, brands.get(x.key)?.id as number]));

  const r = config.branches;
  const col = <T>(f: (x: (typeof r)[number], sort: number) => T, type: string) => column(r.map(f), type);
  if (r.length)
    await tx.execute(sql`
      insert into branches as t (uuid, merchant_id, brand_id, key, name, address, city, contact_number, lat, lng,
        visibility, brand_visibility, logistic_types, store_hours, delivery_settings, pickup_settings, max_order,
        delivery_fee, delivery_time, minimum_order_centavos, sort, active)
      select v.uuid, ${merchant.id}, v.brand_id, v.key, v.name, v.address, v.city, v.contact_number, v.lat, v.lng,
        v.visibility, v.brand_visibility, v.logistic_types::jsonb, v.store_hours::jsonb, v.delivery_settings::jsonb,
        v.pickup_settings::jsonb, v.max_order, v.delivery_fee::jsonb, v.delivery_time::jsonb, v.minimum_order_centavos,
        v.sort, true
      from unnest(
        ${col((x) => stableUuid(`${merchant.subdomain}/branch/${x.key}`), 'uuid[]')},
        ${col((x) => brandIds.get(x.brand) as number, 'int[]')},
        ${col((x) => x.key, 'text[]')},
        ${col((x) => x.name, 'text[]')},
        ${col((x) => x.address, 'text[]')},
        ${col((x) => x.city, 'text[]')},
        ${col((x) => x.contact_number ?? null, 'text[]')},
        ${col((x) => x.lat, 'float8[]')},
        ${col((x) => x.long, 'float8[]')},
        ${col((x) => x.visibility, 'boolean[]')},
        ${col((x) => x.brand_visibility, 'boolean[]')},
        ${col((x) => json(x.logistic_types), 'text[]')},
        ${col((x) => json(x.store_hours), 'text[]')},
        ${col((x) => json(x.delivery_settings), 'text[]')},
        ${col((x) => json(x.pickup_settings), 'text[]')},
        ${col((x) => x.max_order, 'int[]')},
        ${col((x) => json(x.delivery_fee), 'text[]')},
        ${col((x) => json(x.delivery_time), 'text[]')},
        ${col((x) => (x.minimum_order === undefined ? null : toCentavos(x.minimum_order)), 'int[]')},
        ${col((_, sort) => sort, 'int[]')}
      ) as v(uuid, brand_id, key, name, address, city, contact_number, lat, lng, visibility, brand_visibility,
        logistic_types, store_hours, delivery_settings, pickup_settings, max_order, delivery_fee, delivery_time,
        minimum_order_centavos, sort)
      on conflict (merchant_id, key) do update
        set brand_id = excluded.brand_id, name = excluded.name, address = excluded.address, city = excluded.city,
          contact_number = excluded.contact_number, lat = excluded.lat, lng = excluded.lng,
          visibility = excluded.visibility, brand_visibility = excluded.brand_visibility,
          logistic_types = excluded.logistic_types, store_hours = excluded.store_hours,
          delivery_settings = excluded.delivery_settings, pickup_settings = excluded.pickup_settings,
          max_order = excluded.max_order, delivery_fee = excluded.delivery_fee, delivery_time = excluded.delivery_time,
          minimum_order_centavos = excluded.minimum_order_centavos, sort = excluded.sort, active = true
        where (t.brand_id, t.name, t.address, t.city, t.contact_number, t.lat, t.lng, t.visibility, t.brand_visibility,
            t.logistic_types, t.store_hours, t.delivery_settings, t.pickup_settings, t.max_order, t.delivery_fee,
            t.delivery_time, t.minimum_order_centavos, t.sort, t.active)
          is distinct from (excluded.brand_id, excluded.name, excluded.address, excluded.city, excluded.contact_number,
            excluded.lat, excluded.lng, excluded.visibility, excluded.brand_visibility, excluded.logistic_types,
            excluded.store_hours, excluded.delivery_settings, excluded.pickup_settings, excluded.max_order,
            excluded.delivery_fee, excluded.delivery_time, excluded.minimum_order_centavos, excluded.sort, true)`);
  const branches = await keyedRows(tx, 'branches', merchant.id);
  const branchIds = new Map<string, number>();
  const branchUuids = new Map<string, string>();
  for (const x of r) {
    const row = branches.get(x.key) as Keyed;
    branchIds.set(x.key, row.id);
    branchUuids.set(x.key, row.uuid);
  }

  // What the file no longer lists.
  await tx.execute(sql`
    update branches set active = false
    where merchant_id = ${merchant.id} and active
      and key not in (select key from unnest(${col((x) => x.key, 'text[]')}) as k(key))`);
  await tx.execute(sql`
    update brands set active = false
    where merchant_id = ${merchant.id} and active
      and key not in (select key from unnest(${brandCol((x) => x.key, 'text[]')}) as k(key))`);
  return { brandIds, branchIds, branchUuids };
}
