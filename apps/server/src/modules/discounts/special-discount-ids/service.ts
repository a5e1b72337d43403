/**
 * Senior Citizen / PWD IDs (ADR 0017): a signed-in customer registers at most two IDs with the
 * merchant, one per discount type the merchant offers, each with a photo of its front; lists them
 * (numbers masked, photos behind signed links), changes what happens if the store rejects one, and
 * deletes them (the photo's bytes go with the row). The operator sees an ID whole, to check a discount.
 */
import {
  type DiscountType,
  maskIdNumber,
  SPECIAL_DISCOUNT_CONSENT_TEXT,
  SPECIAL_DISCOUNT_MESSAGES,
  type SpecialDiscountId,
  type SpecialDiscountListResponse,
  type SpecialDiscountSavedResponse,
  type SpecialDiscountUpdateBody,
  type SpecialDiscountUploadBody,
} from '@storefront/contracts/special-discount';
import type { z } from 'zod';
import type { Db, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { StoredImage } from '../../../lib/image';
import type { Limit, RateLimiter } from '../../../lib/rate-limiter';
import type { SignedUrls } from '../../../lib/signed-urls';
import type { SignedIn } from '../../customers/service';
import type { Merchant } from '../../merchants/service';
import { decodeBase64Image, idImages } from './image';
import { specialDiscountIdRepository as repo, type SpecialDiscountIdRow } from './repository';
import { offeredDiscountTypes, uploadRefusal } from './rules';

/** Each upload that gets as far as the image costs a re-encode: this many per customer an hour. */
export const SPECIAL_DISCOUNT_UPLOADS: Limit = { name: 'special-discount-upload', max: 10, windowSeconds: 60 * 60 };
export const TOO_MANY_UPLOADS = 'You have uploaded too many IDs. Please try again later.';
/** Another customer's uuid, like one that exists nowhere: not found, never forbidden. */
export const CUSTOMER_NOT_FOUND = 'Customer not found.';

const IMAGE_FIELD = 'customer_id_image_front';

type Caller = { merchant: Merchant; customer: SignedIn };
type Upload = z.output<typeof SpecialDiscountUploadBody>;
type Update = z.output<typeof SpecialDiscountUpdateBody>;

const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};

/** Deletes every ID of a customer and their photos: the customers module's port for deactivation. */
export const forgetCustomerIds = (tx: Executor, customerId: number) => repo.removeAllOfCustomer(tx, customerId);

export function createSpecialDiscountIdService(deps: {
  db: Db;
  limiter: RateLimiter;
  urls: SignedUrls;
  now?: (() => Date) | undefined;
}) {
  const { db, limiter, urls } = deps;
  const now = deps.now ?? (() => new Date());

  const offeredBy = (merchant: Merchant) => offeredDiscountTypes(merchant.profile.store_details.special_discount);

  function view(row: SpecialDiscountIdRow, offered: readonly DiscountType[]): SpecialDiscountId {
    return {
      uuid: row.uuid,
      discount_type: row.discountType,
      customer_id_full_name: row.fullName,
      customer_id_number: maskIdNumber(row.idNumber),
      customer_id_type: row.idType,
      rejected_action: row.rejectedAction,
      notes: row.notes,
      is_enabled: offered.includes(row.discountType),
      image_url: urls.url(row.uuid),
      created_at: row.createdAt.toISOString(),
    };
  }

  /** The caller's own ID, or 404 — another customer's, like an unknown one, is not found. */
  async function own(caller: Caller, uuid: string): Promise<SpecialDiscountIdRow> {
    const row = await repo.byUuid(db, uuid);
    if (!row || row.customerId !== caller.customer.id || row.merchantId !== caller.merchant.id)
      throw AppError.notFound(SPECIAL_DISCOUNT_MESSAGES.notFound);
    return row;
  }

  /** The photo to store, or the 422 on the image field; the rate limit is taken only for real work. */
  async function photo(caller: Caller, text: string): Promise<StoredImage> {
    const bytes = decodeBase64Image(text);
    if (!bytes) throw AppError.field(IMAGE_FIELD, SPECIAL_DISCOUNT_MESSAGES.fileRequired);
    const refused = idImages.refusal(bytes);
    if (refused) throw AppError.field(IMAGE_FIELD, refused);
    const wait = await limiter.hit(SPECIAL_DISCOUNT_UPLOADS, `${caller.merchant.id}:${caller.customer.id}`);
    if (wait > 0) throw new AppError('rate_limited', TOO_MANY_UPLOADS, { retryAfterSeconds: wait });
    const image = await idImages.reencode(bytes);
    if (typeof image === 'string') throw AppError.field(IMAGE_FIELD, image);
    return image;
  }

  return {
    /** The customer's IDs, oldest first; `customerUuid` must be the caller's own (else 404). */
    async list(caller: Caller, customerUuid: string): Promise<SpecialDiscountListResponse> {
      if (customerUuid.toLowerCase() !== caller.customer.uuid.toLowerCase())
        throw AppError.notFound(CUSTOMER_NOT_FOUND);
      const offered = offeredBy(caller.merchant);
      const rows = await repo.ofCustomer(db, caller.customer.id);
      return { list: rows.map((row) => view(row, offered)) };
    },

    /**
     * Registers an ID. The type is checked before the photo is re-encoded (a refused upload costs no
     * image work) and again under the customer's lock, so uploads sent at once store one per type; the
     * unique index (customer, type) stands behind the lock.
     */
    async upload(caller: Caller, body: Upload): Promise<SpecialDiscountSavedResponse> {
      const offered = offeredBy(caller.merchant);
      const early = uploadRefusal(body.discount_type, offered, await repo.ofCustomer(db, caller.customer.id));
      if (early) throw AppError.field('discount_type', early);
      const image = await photo(caller, body.customer_id_image_front);

      const at = now();
      const row = await db
        .transaction(async (tx) => {
          await repo.lockCustomer(tx, caller.customer.id);
          const refusal = uploadRefusal(body.discount_type, offered, await repo.ofCustomer(tx, caller.customer.id));
          if (refusal) throw AppError.field('discount_type', refusal);
          return repo.insert(
            tx,
            {
              merchantId: caller.merchant.id,
              customerId: caller.customer.id,
              discountType: body.discount_type,
              idType: body.customer_id_type,
              fullName: body.customer_id_full_name,
              idNumber: body.customer_id_number,
              rejectedAction: body.rejected_action,
              notes: body.notes,
              consentedAt: at,
              consentText: SPECIAL_DISCOUNT_CONSENT_TEXT,
              createdAt: at,
              updatedAt: at,
            },
            image,
          );
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw AppError.field('discount_type', SPECIAL_DISCOUNT_MESSAGES.typeTaken);
          throw error;
        });
      return { message: SPECIAL_DISCOUNT_MESSAGES.uploaded, special_discount: view(row, offered) };
    },

    /** What happens if the store rejects the ID, and the notes; a new name, number or photo is a new ID. */
    async update(caller: Caller, body: Update): Promise<SpecialDiscountSavedResponse> {
      const row = await own(caller, body.uuid);
      const updated = await repo.update(db, {
        id: row.id,
        rejectedAction: body.rejected_action,
        notes: body.notes,
        at: now(),
      });
      // Deleted between the look and the change.
      if (!updated) throw AppError.notFound(SPECIAL_DISCOUNT_MESSAGES.notFound);
      return {
        message: SPECIAL_DISCOUNT_MESSAGES.updated,
        special_discount: view(updated, offeredBy(caller.merchant)),
      };
    },

    /** Deletes the ID and its photo's bytes, under the customer's lock. */
    async remove(caller: Caller, uuid: string): Promise<{ message: string }> {
      const row = await own(caller, uuid);
      const removed = await db.transaction(async (tx) => {
        await repo.lockCustomer(tx, caller.customer.id);
        return repo.remove(tx, { id: row.id, customerId: caller.customer.id });
      });
      if (!removed) throw AppError.notFound(SPECIAL_DISCOUNT_MESSAGES.notFound);
      return { message: SPECIAL_DISCOUNT_MESSAGES.deleted };
    },

    /**
     * The stored photo behind a signed link: 'forbidden' for a forged or expired link (whatever the
     * uuid, so a link reveals nothing it was not signed for), 'gone' for a deleted ID's.
     */
    async image(uuid: string, expires: number, signature: string) {
      const secondsLeft = urls.check(uuid, expires, signature);
      if (secondsLeft === null) return 'forbidden' as const;
      const image = await repo.image(db, uuid);
      return image ? { ...image, secondsLeft } : ('gone' as const);
    },

    /** An ID whole, for the store checking a discount (operator call, behind the admin key). */
    async forOperator(uuid: string) {
      const row = await repo.byUuid(db, uuid);
      if (!row) throw AppError.notFound(SPECIAL_DISCOUNT_MESSAGES.notFound);
      return {
        data: {
          uuid: row.uuid,
          discount_type: row.discountType,
          customer_id_full_name: row.fullName,
          customer_id_number: row.idNumber,
          customer_id_type: row.idType,
          rejected_action: row.rejectedAction,
          notes: row.notes,
          image_url: urls.url(row.uuid),
          consented_at: row.consentedAt.toISOString(),
          consent_text: row.consentText,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        },
      };
    },
  };
}

export type SpecialDiscountIdService = ReturnType<typeof createSpecialDiscountIdService>;
