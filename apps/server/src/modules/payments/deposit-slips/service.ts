/**
 * Deposit slips (ADR 0011): the customer who pays an order by bank deposit uploads a photo of the slip;
 * an operator accepts it (the order is paid) or rejects it (the customer may upload again, three
 * uploads in all). Orders are read and paid through the orders service, never through its tables.
 */

import {
  type BankAccount,
  DEPOSIT_SLIP_MESSAGES,
  type DepositSlip,
  type DepositSlipsResponse,
  type DepositSlipUploadFields,
  type DepositSlipUploadResponse,
} from '@storefront/contracts/deposit-slip';
import { fromCentavos, toCentavos } from '@storefront/domain/money';
import { isAllReleased } from '@storefront/domain/order-status';
import type { Db, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SignedUrls } from '../../../lib/signed-urls';
import { type Merchant, storeDetailsOf } from '../../merchants/service';
import type { OrdersService } from '../../orders/service';
import { reencodeSlipImage } from './image';
import { type DepositSlipRow, depositSlipRepository as repo } from './repository';
import { type SlipOrderState, uploadRefusal, uploadsLeft } from './rules';

/** What the upload route read from the request: the text parts, and the file or why it has none. */
export type SlipUpload = { fields: DepositSlipUploadFields; file: Buffer | 'missing' | 'too_large' };

type Caller = { merchant: Merchant; customerId: number };

const fileError = (message: string) => AppError.field('file_upload', message);
const notFound = () => AppError.notFound(DEPOSIT_SLIP_MESSAGES.orderNotFound);

export function createDepositSlipService(deps: {
  db: Db;
  orders: OrdersService;
  urls: SignedUrls;
  now?: (() => Date) | undefined;
}) {
  const { db, orders, urls } = deps;
  const now = deps.now ?? (() => new Date());

  /** The caller's order, or 404 — another customer's order is not found, not forbidden. */
  async function ownOrder(caller: Caller, orderUuid: string) {
    const order = await orders.byUuid(caller.merchant.id, orderUuid);
    if (!order || order.customerId !== caller.customerId) throw notFound();
    return order;
  }

  /** Whether every part of the order is cancelled (or its payment failed), through `executor`. */
  async function isCancelled(orderId: number, executor?: Executor): Promise<boolean> {
    const parts = await orders.subOrdersOf(orderId, executor);
    return isAllReleased(parts.map((p) => p.status));
  }

  function toSlip(row: DepositSlipRow, accounts: BankAccount[]): DepositSlip {
    const details = row.details ?? {};
    const centavos = details.amount_centavos ? Number(details.amount_centavos) : null;
    return {
      uuid: row.uuid,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      note: row.note,
      image_url: urls.url(row.uuid),
      reference_number: details.reference_number ?? null,
      amount: centavos === null ? null : fromCentavos(centavos),
      bank: accounts.find((a) => a.uuid === details.bank_account_uuid)?.bank ?? details.bank ?? null,
    };
  }

  function view(state: SlipOrderState, rows: DepositSlipRow[], accounts: BankAccount[]): DepositSlipsResponse {
    const refusal = uploadRefusal(state);
    return {
      bank_accounts: accounts,
      slips: rows.map((r) => toSlip(r, accounts)),
      uploads_left: uploadsLeft(rows),
      can_upload: refusal === null,
      blocked_reason: refusal,
    };
  }

  return {
    /** The order's slips with the merchant's bank accounts and whether another upload is allowed. */
    async list(caller: Caller, orderUuid: string): Promise<DepositSlipsResponse> {
      const order = await ownOrder(caller, orderUuid);
      const [rows, cancelled] = await Promise.all([repo.ofOrder(db, order.id), isCancelled(order.id)]);
      const state = { ...order, cancelled, slips: rows };
      return view(state, rows, storeDetailsOf(caller.merchant).bank_accounts);
    },

    async upload(caller: Caller, { fields, file }: SlipUpload): Promise<DepositSlipUploadResponse> {
      const order = await ownOrder(caller, fields.order_uuid);
      const cancelled = await isCancelled(order.id);
      const accounts = storeDetailsOf(caller.merchant).bank_accounts;
      // Refused early (no image work) when the answer is already known; checked again under the lock.
      const early = uploadRefusal({ ...order, cancelled, slips: await repo.ofOrder(db, order.id) });
      if (early) throw fileError(early);

      const account = fields.bank_account_uuid ? accounts.find((a) => a.uuid === fields.bank_account_uuid) : undefined;
      if (fields.bank_account_uuid && !account)
        throw AppError.field('bank_account_uuid', DEPOSIT_SLIP_MESSAGES.unknownBankAccount);
      if (file === 'missing') throw fileError(DEPOSIT_SLIP_MESSAGES.required);
      if (file === 'too_large') throw fileError(DEPOSIT_SLIP_MESSAGES.tooLarge);
      const image = await reencodeSlipImage(file);
      if (typeof image === 'string') throw fileError(image);

      const details: Record<string, string> = {};
      if (fields.reference_number) details.reference_number = fields.reference_number;
      if (fields.amount) details.amount_centavos = String(toCentavos(Number(fields.amount)));
      if (account) {
        details.bank_account_uuid = account.uuid;
        details.bank = account.bank; // kept as it was, should the merchant rename or drop the account
      }

      const rows = await db.transaction(async (tx) => {
        await repo.lockOrder(tx, order.id);
        const current = await orders.byUuid(caller.merchant.id, order.uuid, tx);
        const slips = await repo.ofOrder(tx, order.id);
        // Read again inside: a cancel that committed since the first look refuses the upload.
        const refusal = uploadRefusal({ ...(current ?? order), cancelled: await isCancelled(order.id, tx), slips });
        if (refusal) throw fileError(refusal);
        const slip = await repo.insert(tx, {
          orderId: order.id,
          customerId: caller.customerId,
          status: 'P',
          contentType: image.contentType,
          bytes: image.bytes,
          width: image.width,
          height: image.height,
          note: null,
          details,
        });
        await orders.recordPayment(tx, order.id, 'pending');
        return [...slips, slip];
      });
      const state = { ...order, paymentStatus: 'pending' as const, cancelled, slips: rows };
      return { message: DEPOSIT_SLIP_MESSAGES.uploaded, ...view(state, rows, accounts) };
    },

    /**
     * An operator's verdict on a slip waiting for review. 'A' records the order paid (its sub-orders
     * leave payment_pending); 'R' keeps it waiting for payment and lets the customer upload again.
     */
    async review(slipUuid: string, body: { status: 'A' | 'R'; note?: string | undefined }) {
      const slip = await repo.byUuid(db, slipUuid);
      if (!slip) throw AppError.notFound('Deposit slip not found.');
      const note = body.note ? body.note : null;
      const at = now();
      await db.transaction(async (tx) => {
        await repo.lockOrder(tx, slip.orderId);
        const moved = await repo.review(tx, { id: slip.id, status: body.status, note, at });
        if (!moved) throw AppError.field('status', 'This deposit slip was already reviewed.');
        if (body.status === 'A') await orders.recordPayment(tx, slip.orderId, 'paid');
      });
      return {
        message: body.status === 'A' ? 'Deposit slip accepted; the order is paid.' : 'Deposit slip rejected.',
        data: { uuid: slip.uuid, status: body.status, note, reviewed_at: at.toISOString() },
      };
    },

    /** The stored image behind a signed link; null when the link is forged, expired or the slip gone. */
    async image(uuid: string, expires: number, signature: string) {
      const secondsLeft = urls.check(uuid, expires, signature);
      if (secondsLeft === null) return null;
      const image = await repo.image(db, uuid);
      return image ? { ...image, secondsLeft } : null;
    },
  };
}

export type DepositSlipService = ReturnType<typeof createDepositSlipService>;
