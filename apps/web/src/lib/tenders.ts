/**
 * What the checkout's tenders (pay with points, the medicine wallet) share about errors (spec §4:
 * "Checkout errors are also copied to the wallet area's error state"): which part of a failed checkout
 * each area shows, a refusal of a tender's own call, and an area's error state — its own refusal, else
 * the copied checkout error, and the area's data asked for again when a checkout fails (the balance
 * moved).
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from './api-client';

/**
 * The checkout's fields that name a tender: pay with points' (`points`), the medicine wallet's (`wallet`,
 * the contract's WALLET_ERROR_FIELD; spelled out here so this file stays free of zod).
 */
export const TENDER_FIELDS = ['points', 'wallet'] as const;

/** A failed checkout's message for the tenders: on which tender's field (null: none, every area shows it). */
export type CheckoutTenderError = { message: string; field: string | null } | null;

/**
 * What a failed checkout copies to the tenders' areas: the message on one of `fields` (the tenders'
 * fields, e.g. `points`), else the failure's own message when no field took it; nothing for a refusal
 * another field shows (a contact field's stays with that field).
 */
export function tenderError(error: unknown, fields: readonly string[]): CheckoutTenderError {
  if (!isApiError(error)) return { message: GENERIC_ERROR_MESSAGE, field: null };
  const onField = error.fieldErrors;
  for (const field of fields) {
    const message = onField[field];
    if (message) return { message, field };
  }
  return Object.keys(onField).length === 0 ? { message: error.message, field: null } : null;
}

/** What one area (its field) shows of it: its own field's message, or one that no field took. */
export const tenderErrorFor = (error: CheckoutTenderError, field: string): string | null =>
  error && (error.field === null || error.field === field) ? error.message : null;

/** A refusal of a tender's own call: its message on `field` (422), else its own message. */
export function tenderRefusal(error: unknown, field: string): string {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  return error.fieldErrors[field] ?? error.message;
}

/**
 * A tender area's error state: its own refusal, else the failed checkout's copied message until the
 * customer acts in the area (`setError`, even with null: using, removing, typing). A new copied message
 * shows again and asks for the area's data again (`refetchKey`: the balance may have moved).
 */
export function useTenderError(checkoutError: string | null, refetchKey: QueryKey) {
  const client = useQueryClient();
  const [own, setOwn] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const key = JSON.stringify(refetchKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's value, not its identity
  useEffect(() => {
    setDismissed(false);
    if (checkoutError) void client.invalidateQueries({ queryKey: refetchKey });
  }, [checkoutError, client, key]);
  const setError = useCallback((message: string | null) => {
    setOwn(message);
    setDismissed(true);
  }, []);
  return { error: own ?? (dismissed ? null : checkoutError), setError };
}
