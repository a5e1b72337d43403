import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { RenditionFormat } from '../../lib/media';
import { mediaFiles, mediaRenditions, merchantDomains, merchants } from './tables';

export type MerchantRow = typeof merchants.$inferSelect;
export type RenditionKey = { hash: string; width: number; format: RenditionFormat };

export const merchantsRepository = {
  async byToken(db: Executor, token: string): Promise<MerchantRow | undefined> {
    const [row] = await db.select().from(merchants).where(eq(merchants.token, token)).limit(1);
    return row;
  },

  async byId(db: Executor, id: number): Promise<MerchantRow | undefined> {
    const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
    return row;
  },

  async bySubdomain(db: Executor, subdomain: string): Promise<MerchantRow | undefined> {
    const [row] = await db.select().from(merchants).where(eq(merchants.subdomain, subdomain)).limit(1);
    return row;
  },

  async byHostname(db: Executor, hostname: string): Promise<MerchantRow | undefined> {
    const [row] = await db
      .select({ merchant: merchants })
      .from(merchantDomains)
      .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
      .where(eq(merchantDomains.hostname, hostname))
      .limit(1);
    return row?.merchant;
  },

  async domainOwner(db: Executor, hostname: string): Promise<number | undefined> {
    const [row] = await db.select().from(merchantDomains).where(eq(merchantDomains.hostname, hostname)).limit(1);
    return row?.merchantId;
  },

  async allDomains(db: Executor): Promise<{ hostname: string; subdomain: string }[]> {
    return db
      .select({ hostname: merchantDomains.hostname, subdomain: merchants.subdomain })
      .from(merchantDomains)
      .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId));
  },

  /** Every merchant's subdomain with its custom domains, by subdomain (robots.txt lists them). */
  async directory(db: Executor): Promise<{ subdomain: string; domains: string[] }[]> {
    const rows = await db
      .select({ subdomain: merchants.subdomain, profile: merchants.profile })
      .from(merchants)
      .orderBy(merchants.subdomain);
    return rows.map((r) => ({ subdomain: r.subdomain, domains: r.profile.domains }));
  },

  /** Every merchant's subdomain and offered payment methods, by subdomain. */
  async paymentMethods(db: Executor): Promise<{ subdomain: string; methods: string[] }[]> {
    const rows = await db
      .select({ subdomain: merchants.subdomain, profile: merchants.profile })
      .from(merchants)
      .orderBy(merchants.subdomain);
    return rows.map((r) => ({ subdomain: r.subdomain, methods: r.profile.store_details.payment_methods }));
  },

  /** A text that changes whenever any merchant is imported, created or removed (one small aggregate). */
  async importsStamp(db: Executor): Promise<string> {
    const [row] = await db
      .select({
        stamp: sql<string>`count(*) || ':' || coalesce(sum(extract(epoch from ${merchants.updatedAt})), 0)`,
      })
      .from(merchants);
    return String(row?.stamp ?? '');
  },

  async count(db: Executor): Promise<number> {
    const rows = await db.select({ id: merchants.id }).from(merchants);
    return rows.length;
  },

  async media(db: Executor, hash: string) {
    const [row] = await db
      .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
      .from(mediaFiles)
      .where(eq(mediaFiles.hash, hash))
      .limit(1);
    return row;
  },

  async rendition(db: Executor, key: RenditionKey) {
    const [row] = await db
      .select({ bytes: mediaRenditions.bytes })
      .from(mediaRenditions)
      .where(
        and(
          eq(mediaRenditions.hash, key.hash),
          eq(mediaRenditions.width, key.width),
          eq(mediaRenditions.format, key.format),
        ),
      )
      .limit(1);
    return row?.bytes;
  },

  /** Another instance may have rendered the same one meanwhile: the same picture, so either is kept. */
  async saveRendition(db: Executor, key: RenditionKey, bytes: Buffer) {
    await db
      .insert(mediaRenditions)
      .values({ ...key, bytes })
      .onConflictDoNothing();
  },

  async upsert(
    db: Executor,
    values: Omit<typeof merchants.$inferInsert, 'id' | 'token' | 'createdAt' | 'updatedAt'> & { token: string },
  ): Promise<MerchantRow> {
    const [row] = await db
      .insert(merchants)
      .values(values)
      .onConflictDoUpdate({
        target: merchants.subdomain,
        // The token is kept: clients already hold it.
        set: {
          name: values.name,
          isCoinMerchant: values.isCoinMerchant,
          searchRadiusMeters: values.searchRadiusMeters,
          profile: values.profile,
          updatedAt: new Date(),
        },
      })
      .returning();
    if (!row) throw new Error('merchant upsert returned nothing');
    return row;
  },

  async replaceDomains(db: Executor, merchantId: number, hostnames: string[]): Promise<void> {
    await db.delete(merchantDomains).where(eq(merchantDomains.merchantId, merchantId));
    if (hostnames.length)
      await db.insert(merchantDomains).values(hostnames.map((hostname) => ({ hostname, merchantId })));
  },

  async saveMedia(db: Executor, merchantId: number, files: { hash: string; contentType: string; bytes: Buffer }[]) {
    if (!files.length) return;
    await db
      .insert(mediaFiles)
      .values(files.map((f) => ({ ...f, merchantId })))
      .onConflictDoNothing();
  },
};
