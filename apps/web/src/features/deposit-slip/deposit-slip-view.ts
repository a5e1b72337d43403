/** Words the deposit slip panel shows, kept apart from the markup so they are tested on their own. */
import type { DepositSlipStatus } from '@storefront/contracts/deposit-slip';
import { formatManilaDateTime } from '@/lib/manila-format';

export const SLIP_STATUS_LABELS: Record<DepositSlipStatus, string> = {
  P: 'Pending review',
  A: 'Accepted',
  R: 'Rejected',
};

/** 'You can upload 2 more times.' — spec §9 allows three uploads per order. */
export function uploadsLeftText(left: number): string {
  if (left <= 0) return 'No uploads left.';
  return left === 1 ? 'You can upload 1 more time.' : `You can upload ${left} more times.`;
}

/** What the file input offers (the server recognises the kind by the bytes, never by this). */
export const SLIP_ACCEPT = 'image/jpeg,image/png,image/webp';
/** The server's limit (contracts MAX_DEPOSIT_SLIP_BYTES; a value import would ship zod here). */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

/** The chosen file's own problems, caught before uploading (the server checks again, by the bytes). */
export function chosenFileProblem(file: { type: string; size: number }): string | null {
  if (!SLIP_ACCEPT.split(',').includes(file.type)) return "This file type isn't supported.";
  if (file.size > SLIP_MAX_BYTES) return 'File size should be less than 5 MB.';
  return null;
}

/** When a slip was uploaded, on Manila's clock whatever the device's zone: 'Nov 23, 2026, 10:05 AM'. */
export const formatUploadedAt = (iso: string): string => formatManilaDateTime(new Date(iso));
