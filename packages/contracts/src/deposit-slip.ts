/**
 * Store service, deposit slips (spec §4 "Deposit slip", §5, §8, §9; ADR 0011). A customer who chose
 * DEPOSIT_SLIP pays into one of the merchant's bank accounts and uploads a photo of the slip; an
 * operator accepts it (the order is paid) or rejects it (the customer may upload again).
 *
 * The upload is multipart/form-data: the image in `file_upload`, the other fields as text parts.
 */
import { z } from 'zod';
import { Pesos } from './common';
import { FIELD_LIMITS } from './limits';

/** What customers read: the spec's two messages verbatim (§8), and ours where the spec has none. */
export const DEPOSIT_SLIP_MESSAGES = {
  notReviewed: 'Previous uploaded deposit slip not yet reviewed',
  threeUploads: 'Sorry, You can only upload three times.',
  // The special discount form's words (spec §5) for the same mistakes.
  required: 'Upload the required file type and try again.',
  notSupported: "This file type isn't supported.",
  tooLarge: 'File size should be less than 5 MB.',
  notDepositOrder: 'This order is not paid by bank deposit.',
  alreadyPaid: 'This order is already paid.',
  cancelled: 'This order was cancelled.',
  unknownBankAccount: 'Choose one of the bank accounts listed.',
  uploaded: 'Deposit slip uploaded.',
  orderNotFound: 'Order not found.',
} as const;

/** Uploads an order accepts in all (spec §9). */
export const MAX_DEPOSIT_SLIP_UPLOADS = 3;
/** The largest file accepted, before re-encoding. */
export const MAX_DEPOSIT_SLIP_BYTES = 5 * 1024 * 1024;
/** What the file input offers; the server recognises the kind by the bytes, never by the name. */
export const DEPOSIT_SLIP_ACCEPT = 'image/jpeg,image/png,image/webp';

const optionalText = (max: number, pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(max, { message })
    .regex(pattern, { message })
    .optional()
    .transform((v) => (v ? v : undefined));

/** The text parts of the upload (the file is read apart, by its bytes). */
export const DepositSlipUploadFields = z.object({
  order_uuid: z.uuid({ message: DEPOSIT_SLIP_MESSAGES.orderNotFound }),
  reference_number: optionalText(
    FIELD_LIMITS.referenceNumber,
    /^[A-Za-z0-9 -]*$/,
    'Reference number may only contain letters, digits, spaces and dashes.',
  ),
  /** Pesos, as typed ('1,234.50' is not; '1234.50' is). */
  amount: z
    .string()
    .trim()
    .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, { message: 'Enter the amount deposited, e.g. 1234.50.' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  bank_account_uuid: z
    .union([z.uuid({ message: DEPOSIT_SLIP_MESSAGES.unknownBankAccount }), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type DepositSlipUploadFields = z.input<typeof DepositSlipUploadFields>;

/** 'P' waiting for review, 'A' accepted, 'R' rejected. */
export const DepositSlipStatus = z.enum(['P', 'A', 'R']);
export type DepositSlipStatus = z.infer<typeof DepositSlipStatus>;

export const DepositSlip = z.object({
  uuid: z.string(),
  status: DepositSlipStatus,
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The operator's note, shown with a rejection. */
  note: z.string().nullable(),
  /** A short-lived signed link to the re-encoded image: works in an <img> with no headers. */
  image_url: z.string(),
  reference_number: z.string().nullable(),
  amount: Pesos.nullable(),
  /** The bank the customer said they paid into, when they chose one. */
  bank: z.string().nullable(),
});
export type DepositSlip = z.infer<typeof DepositSlip>;

export const BankAccount = z.object({
  uuid: z.string(),
  bank: z.string(),
  account_name: z.string(),
  account_number: z.string(),
});
export type BankAccount = z.infer<typeof BankAccount>;

/** Everything the deposit slip panel shows for one order. */
export const DepositSlipsResponse = z.object({
  bank_accounts: z.array(BankAccount),
  /** Oldest first. */
  slips: z.array(DepositSlip),
  uploads_left: z.number().int(),
  can_upload: z.boolean(),
  /** Why an upload is refused right now (the message the upload would answer with), else null. */
  blocked_reason: z.string().nullable(),
});
export type DepositSlipsResponse = z.infer<typeof DepositSlipsResponse>;

export const DepositSlipUploadResponse = DepositSlipsResponse.extend({ message: z.string() });
export type DepositSlipUploadResponse = z.infer<typeof DepositSlipUploadResponse>;

export const DepositSlipsParams = z.object({ order_uuid: z.uuid({ message: DEPOSIT_SLIP_MESSAGES.orderNotFound }) });

export const DepositSlipImageParams = z.object({ uuid: z.uuid() });
export const DepositSlipImageQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

// ——— Operator review ———

export const DepositSlipReviewParams = z.object({ uuid: z.uuid({ message: 'Deposit slip not found.' }) });
export const DepositSlipReviewBody = z.object({
  status: z.enum(['A', 'R'], { message: "Expected 'A' (accept) or 'R' (reject)." }),
  note: z.string().trim().max(300).optional(),
});
export type DepositSlipReviewBody = z.input<typeof DepositSlipReviewBody>;
export const DepositSlipReviewResponse = z.object({
  message: z.string(),
  data: z.object({
    uuid: z.string(),
    status: DepositSlipStatus,
    note: z.string().nullable(),
    reviewed_at: z.string(),
  }),
});
