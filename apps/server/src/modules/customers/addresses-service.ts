/**
 * The signed-in customer's address book (issue 26, docs/adr/0031-address-book.md): list, save, edit and
 * delete, at most ADDRESS_BOOK_LIMIT each; checkout remembers the address an order went to.
 */
import { randomUUID } from 'node:crypto';
import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_MESSAGES,
  type AddressBody,
  type SavedAddress,
} from '@storefront/contracts/addresses';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type AddressRow, type AddressValues, addressesRepository as repo } from './addresses-repository';

type Owner = { id: number };
type Input = z.output<typeof AddressBody>;

const toSaved = (row: AddressRow): SavedAddress => ({
  uuid: row.uuid,
  name: row.name,
  label: row.label,
  lat: row.lat,
  lng: row.lng,
  notes: row.notes,
  last_used_at: row.lastUsedAt.toISOString(),
});

const valuesOf = (input: Input): AddressValues => ({
  name: input.name,
  label: input.label,
  lat: input.lat,
  lng: input.lng,
  notes: input.notes,
});

/** 422 on no field in particular: the form shows it above its button. */
const bookFull = () => AppError.field('address_book', ADDRESS_MESSAGES.full);

export function createAddressBook(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The address at the top of the customer's book: the same one moved up (renamed when a name is given),
   * else a new one while the book has room. A full book is refused ('refuse') or left as it is ('leave').
   * The customer's row is locked first, so saves at once count and look up one after another.
   */
  function putOnTop(who: Owner, values: AddressValues, whenFull: 'refuse' | 'leave') {
    return db.transaction(async (tx) => {
      await repo.lockBook(tx, who.id);
      const existing = await repo.same(tx, who.id, values);
      if (existing)
        return repo.update(tx, who.id, existing.uuid, { name: values.name || existing.name, lastUsedAt: now() });
      if ((await repo.countOf(tx, who.id)) >= ADDRESS_BOOK_LIMIT) {
        if (whenFull === 'refuse') throw bookFull();
        return undefined;
      }
      return repo.insert(tx, { ...values, uuid: randomUUID(), customerId: who.id, lastUsedAt: now() });
    });
  }

  return {
    async list(who: Owner) {
      return { data: (await repo.list(db, who.id)).map(toSaved) };
    },

    /** Saving the same place with the same details again keeps one entry (renamed, moved to the top). */
    async save(who: Owner, input: Input) {
      const saved = await putOnTop(who, valuesOf(input), 'refuse');
      if (!saved) throw AppError.notFound(ADDRESS_MESSAGES.notFound);
      return { message: ADDRESS_MESSAGES.saved, data: toSaved(saved) };
    },

    async edit(who: Owner, uuid: string, input: Input) {
      const row = await repo.update(db, who.id, uuid, valuesOf(input));
      if (!row) throw AppError.notFound(ADDRESS_MESSAGES.notFound);
      return { message: ADDRESS_MESSAGES.saved, data: toSaved(row) };
    },

    async remove(who: Owner, uuid: string) {
      if (!(await repo.remove(db, who.id, uuid))) throw AppError.notFound(ADDRESS_MESSAGES.notFound);
      return { message: ADDRESS_MESSAGES.deleted };
    },

    /**
     * After a signed-in delivery order: the address it went to goes to the top of the book (saved when
     * new). A full book is left as it is — the customer chose what it holds — and the order stands.
     */
    async remember(who: Owner, address: Omit<Input, 'name'>) {
      await putOnTop(who, valuesOf({ ...address, name: '' }), 'leave');
    },

    /** A deactivated account keeps no addresses behind (inside the deactivation's transaction). */
    forget: (tx: Executor, customerId: number) => repo.removeAllOf(tx, customerId),
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
