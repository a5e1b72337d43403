/**
 * Senior Citizen / PWD IDs (spec §2 Discount modal and Upload modal, §3 "Special discount ID" and
 * "upload form", §5, §7, §9; ADR 0017). A signed-in customer keeps at most two IDs with the merchant, one
 * per discount type, each with a photo of its front. The photo travels as base64 in JSON (spec §3).
 *
 * Customer service: GET /api/customer/customer/special_discount/list/{customer_uuid},
 * POST /api/customer/customer/special_discount/upload.
 * Store service: POST /api/store/v1/customer/special_discount/update and …/special_discount/delete.
 */
import { z } from 'zod';
import { Pesos } from './common';

export { DISCOUNT_TYPE_LABELS, SPECIAL_DISCOUNT_CART_MESSAGES, specialDiscountLabel } from './special-discount-words';

/** What the form and the calls say: §5's messages verbatim, ours where the spec has none. */
export const SPECIAL_DISCOUNT_MESSAGES = {
  required: 'This field is required.',
  fullNameChars: 'Full name may only contain alphanumeric characters.',
  idNumberChars: 'ID number may only contain alphanumeric characters.',
  fileRequired: 'Upload the required file type and try again.',
  fileType: "This file type isn't supported.",
  fileSize: 'File size should be less than 2 MB.',
  consent: 'Please agree so the store may use your ID to check your discount.',
  typeNotOffered: 'The store does not offer this discount.',
  typeTaken: 'You already registered an ID for this discount.',
  tooMany: 'You can save at most 2 IDs. Delete one to register another.',
  notFound: 'ID not found.',
  uploaded: 'Your ID was saved.',
  updated: 'Your ID was updated.',
  deleted: 'Your ID was deleted.',
  /** The marker on a saved ID whose type the merchant no longer offers (spec §2, §8). */
  invalidId: 'Invalid ID',
} as const;

/**
 * The consent sentence beside the form's checkbox (ours: Data Privacy Act). The server stores it with the
 * time the customer agreed, so the record says what was agreed to even if the words change later.
 */
export const SPECIAL_DISCOUNT_CONSENT_TEXT =
  'I allow the store to keep this ID and its photo and to use them to check my Senior Citizen / PWD discount.';

/** At most this many saved IDs (spec §9), one per discount type (§5). */
export const MAX_SPECIAL_DISCOUNT_IDS = 2;
/** The largest image accepted, before base64 (spec §9); the browser compresses a larger one first. */
export const MAX_SPECIAL_DISCOUNT_FILE_BYTES = 2 * 1024 * 1024;
/** Full name and ID number (spec §9). */
export const SPECIAL_DISCOUNT_TEXT_MAX = 70;
/** Letters, digits, underscore and space (spec §5); the form blocks other keypresses. */
export const SPECIAL_DISCOUNT_TEXT_PATTERN = /^[A-Za-z0-9_ ]*$/;
/** The file input: JPEG and PNG (not WebP); HEIC/HEIF too, converted to JPEG in the browser first. */
export const SPECIAL_DISCOUNT_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png,.heic,.heif,image/heic,image/heif';
/** Notes the customer adds for the store. */
export const SPECIAL_DISCOUNT_NOTES_MAX = 300;

export const DISCOUNT_TYPES = ['senior', 'pwd'] as const;
export const DiscountType = z.enum(DISCOUNT_TYPES, { message: SPECIAL_DISCOUNT_MESSAGES.required });
export type DiscountType = z.infer<typeof DiscountType>;

/**
 * The 15 senior ID types (spec §5), in the spec's order. Its labels for NBI and GSIS_SSS are verbatim;
 * the others are the ID's usual name (ADR 0017), the acronyms we cannot expand kept as they are.
 */
export const SPECIAL_DISCOUNT_ID_TYPES = [
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'SSS', label: 'SSS ID' },
  { value: 'NBI', label: 'NBI Clearance' },
  { value: 'GSIS_SSS', label: 'GSIS or SSS Umid Card' },
  { value: 'IBP_ID', label: 'IBP ID' },
  { value: 'PRC', label: 'PRC ID' },
  { value: 'TDCC', label: 'TDCC' },
  { value: 'POLICECLR', label: 'Police Clearance' },
  { value: 'BIRTHCERT', label: 'Birth Certificate' },
  { value: 'SCHOOL_ID', label: 'School ID' },
  { value: 'SENIOR', label: 'Senior Citizen ID' },
  { value: 'OWWA', label: 'OWWA ID' },
  { value: 'POSTAL_ID', label: 'Postal ID' },
  { value: 'GSR', label: 'GSR' },
  { value: 'BRGYCERT', label: 'Barangay Certificate' },
] as const;
export type SpecialDiscountIdType = (typeof SPECIAL_DISCOUNT_ID_TYPES)[number]['value'];
const ID_TYPE_VALUES = SPECIAL_DISCOUNT_ID_TYPES.map((t) => t.value) as [
  SpecialDiscountIdType,
  ...SpecialDiscountIdType[],
];
/** What a PWD ID sends as its type (spec §5). */
export const PWD_ID_TYPE = 'PWD';

export const idTypeLabel = (value: string): string =>
  SPECIAL_DISCOUNT_ID_TYPES.find((t) => t.value === value)?.label ?? value;

/** proceed: without the discount if the store rejects the ID; cancel: cancel the order then. */
export const REJECTED_ACTIONS = ['proceed', 'cancel'] as const;
export const RejectedAction = z.enum(REJECTED_ACTIONS, { message: SPECIAL_DISCOUNT_MESSAGES.required });
export type RejectedAction = z.infer<typeof RejectedAction>;
/** Ours (the spec names the values only). */
export const REJECTED_ACTION_LABELS: Record<RejectedAction, string> = {
  proceed: 'Proceed with my order without the discount',
  cancel: 'Cancel my order',
};

const idText = (charsMessage: string) =>
  z
    .string({ message: SPECIAL_DISCOUNT_MESSAGES.required })
    .trim()
    .min(1, { message: SPECIAL_DISCOUNT_MESSAGES.required })
    .max(SPECIAL_DISCOUNT_TEXT_MAX, { message: `At most ${SPECIAL_DISCOUNT_TEXT_MAX} characters.` })
    .regex(SPECIAL_DISCOUNT_TEXT_PATTERN, { message: charsMessage });

const notes = z
  .string()
  .trim()
  .max(SPECIAL_DISCOUNT_NOTES_MAX, { message: `At most ${SPECIAL_DISCOUNT_NOTES_MAX} characters.` })
  .optional()
  .transform((v) => (v ? v : null));

/**
 * POST /customer/special_discount/upload (spec §3's upload form). The image is the file's bytes as
 * base64, with or without a `data:image/…;base64,` prefix; the server reads the kind from the bytes.
 * `consent` is ours (Data Privacy Act): the customer agrees the store may use the ID to check the
 * discount; the server stores when.
 */
export const SpecialDiscountUploadBody = z
  .object({
    discount_type: DiscountType,
    customer_id_type: z.string().trim().optional(),
    customer_id_full_name: idText(SPECIAL_DISCOUNT_MESSAGES.fullNameChars),
    customer_id_number: idText(SPECIAL_DISCOUNT_MESSAGES.idNumberChars),
    customer_id_image_front: z
      .string({ message: SPECIAL_DISCOUNT_MESSAGES.fileRequired })
      .min(1, { message: SPECIAL_DISCOUNT_MESSAGES.fileRequired }),
    rejected_action: RejectedAction,
    notes,
    consent: z.literal(true, { message: SPECIAL_DISCOUNT_MESSAGES.consent }),
  })
  .superRefine((body, ctx) => {
    const type = body.customer_id_type;
    if (body.discount_type === 'pwd') {
      if (type && type !== PWD_ID_TYPE)
        ctx.addIssue({ code: 'custom', path: ['customer_id_type'], message: `A PWD ID's type is ${PWD_ID_TYPE}.` });
    } else if (!type || !ID_TYPE_VALUES.includes(type as SpecialDiscountIdType)) {
      ctx.addIssue({ code: 'custom', path: ['customer_id_type'], message: SPECIAL_DISCOUNT_MESSAGES.required });
    }
  })
  .transform((body) => ({
    ...body,
    customer_id_type: body.discount_type === 'pwd' ? PWD_ID_TYPE : (body.customer_id_type as SpecialDiscountIdType),
  }));
export type SpecialDiscountUploadBody = z.input<typeof SpecialDiscountUploadBody>;

/** A saved ID as its owner sees it. The number is masked (only the invoice shows it whole). */
export const SpecialDiscountId = z.object({
  uuid: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  customer_id_full_name: z.string(),
  /** Masked: all but the last 4 characters shown as '•' ('••••••5678'). */
  customer_id_number: z.string(),
  /** One of SPECIAL_DISCOUNT_ID_TYPES' values, or 'PWD'. */
  customer_id_type: z.string(),
  rejected_action: z.enum(REJECTED_ACTIONS),
  notes: z.string().nullable(),
  /** False when the merchant does not offer this discount type now: the 'Invalid ID' marker (spec §2). */
  is_enabled: z.boolean(),
  /** A short-lived signed link to the re-encoded image, for the owner's <img> (no headers needed). */
  image_url: z.string(),
  created_at: z.string(),
});
export type SpecialDiscountId = z.infer<typeof SpecialDiscountId>;

export const SpecialDiscountListParams = z.object({ customer_uuid: z.string() });
/** Oldest first. */
export const SpecialDiscountListResponse = z.object({ list: z.array(SpecialDiscountId) });
export type SpecialDiscountListResponse = z.infer<typeof SpecialDiscountListResponse>;

export const SpecialDiscountSavedResponse = z.object({ message: z.string(), special_discount: SpecialDiscountId });
export type SpecialDiscountSavedResponse = z.infer<typeof SpecialDiscountSavedResponse>;

/**
 * POST /v1/customer/special_discount/update (the spec leaves the payload out; ADR 0017): what the
 * customer may change without a new check of the ID — what happens if it is rejected, and the notes.
 * A different name, number or photo is a new ID (delete, then register).
 */
export const SpecialDiscountUpdateBody = z.object({
  uuid: z.uuid({ message: SPECIAL_DISCOUNT_MESSAGES.notFound }),
  rejected_action: RejectedAction,
  notes,
});
export type SpecialDiscountUpdateBody = z.input<typeof SpecialDiscountUpdateBody>;

/** POST /v1/customer/special_discount/delete (spec §7). The image's bytes go with it. */
export const SpecialDiscountDeleteBody = z.object({ uuid: z.uuid({ message: SPECIAL_DISCOUNT_MESSAGES.notFound }) });
export type SpecialDiscountDeleteBody = z.input<typeof SpecialDiscountDeleteBody>;
export const SpecialDiscountDeleteResponse = z.object({ message: z.string() });

export const SpecialDiscountImageParams = z.object({ uuid: z.uuid() });
export const SpecialDiscountImageQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** The masked form of an ID number: all but the last 4 characters hidden. */
export function maskIdNumber(number: string): string {
  const keep = number.length > 4 ? 4 : Math.max(0, number.length - 2);
  return '•'.repeat(Math.max(0, number.length - keep)) + number.slice(number.length - keep);
}

// ——— The discount on the cart and the order (issue 18, ADR 0019) ———

/**
 * POST /v1/customer/cart/special_discount/apply (spec §7): stores the selection on the signed-in
 * customer's cart and prices it; an empty list clears it. Applying removes a promo code (spec §4).
 * POST /v1/customer/special_discount/apply (ADR 0019): the same body, priced without storing — what the
 * selection would take off the cart now (as voucher verify is to save).
 * The types name the customer's IDs (one per type). The terms are the merchant's texts the customer was
 * shown (store details); they are not trusted for anything.
 */
export const CartSpecialDiscountApplyBody = z.object({
  cart_uuid: z.uuid().optional(),
  special_discount_types: z
    .array(z.enum(DISCOUNT_TYPES, { message: SPECIAL_DISCOUNT_MESSAGES.required }))
    .max(DISCOUNT_TYPES.length)
    .refine((types) => new Set(types).size === types.length, { message: 'Choose one ID per discount type.' }),
  special_discount_terms: z.string().max(5000).optional(),
  special_discount_terms_item: z.string().max(5000).optional(),
  customer_lat: z.coerce.number().min(-90).max(90).optional(),
  customer_lng: z.coerce.number().min(-180).max(180).optional(),
});
export type CartSpecialDiscountApplyBody = z.input<typeof CartSpecialDiscountApplyBody>;

/** The special discount on a cart (spec §3 "Cart special discount", with what the summary shows). */
export const CartSpecialDiscount = z.object({
  /** The first selected ID's uuid (spec §3). */
  uuid: z.string(),
  /** The selected IDs, one per type. */
  ids: z.array(z.object({ uuid: z.string(), discount_type: z.enum(DISCOUNT_TYPES) })),
  special_discount_types: z.array(z.enum(DISCOUNT_TYPES)),
  special_discount_computed_amount: Pesos,
  /** Of the amount, the VAT no longer charged (0 when the merchant is not VAT-registered). */
  vat_exemption: Pesos,
  /** The discounted items' price without VAT (the invoice's VAT-exempt sale). */
  vat_exempt_sale: Pesos,
});
export type CartSpecialDiscount = z.infer<typeof CartSpecialDiscount>;

export const CartSpecialDiscountResponse = z.object({
  message: z.string(),
  special_discount: CartSpecialDiscount.nullable(),
  /** The cart's total after the discount (computed total − special discount, floored at 0). */
  cart_total_amount: Pesos,
});
export type CartSpecialDiscountResponse = z.infer<typeof CartSpecialDiscountResponse>;

/** GET /v1/customer/special_discount/validate/{orderUuid} (spec §7): where the order's check stands. */
export const SpecialDiscountValidateParams = z.object({ orderUuid: z.uuid({ message: 'Order not found.' }) });
export const SpecialDiscountValidateResponse = z.object({
  data: z.object({
    order_uuid: z.string(),
    special_discount_types: z.array(z.enum(DISCOUNT_TYPES)),
    special_discount_computed_amount: Pesos,
    /** null while the store checks the ID; 1 approved; 0 rejected (spec §4). */
    special_discount_approved: z.union([z.literal(0), z.literal(1)]).nullable(),
    /** What happens (or happened) on a rejection: proceed at the full price, or cancel the order. */
    rejected_action: z.enum(REJECTED_ACTIONS),
    /** The invoice, once the discount is approved (spec §7: data.invoice_url); else null. */
    invoice_url: z.string().nullable(),
  }),
});
export type SpecialDiscountValidateResponse = z.infer<typeof SpecialDiscountValidateResponse>;

/** The operator's verdict: POST /api/admin/orders/{order}/special-discount, and `npm run order -- discount`. */
export const SpecialDiscountDecisionBody = z.object({
  decision: z.enum(['approve', 'reject'], { message: "Expected 'approve' or 'reject'." }),
  note: z.string().trim().max(300).optional(),
});
export type SpecialDiscountDecisionBody = z.input<typeof SpecialDiscountDecisionBody>;
