// @vitest-environment happy-dom
import { WALLET_ERROR_FIELD } from '@storefront/contracts/med-padala';
import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-client';
import { TENDER_FIELDS, tenderError, tenderErrorFor, tenderRefusal } from './tenders';

describe("what a failed checkout copies to the tenders' areas (spec §4)", () => {
  it('is the message on a tender’s field, or the failure’s own message when no field took it', () => {
    expect(
      tenderError(
        new ApiError('validation', 422, 'Not enough points.', { points: 'Not enough points.' }),
        TENDER_FIELDS,
      ),
    ).toEqual({ message: 'Not enough points.', field: 'points' });
    expect(
      tenderError(
        new ApiError('validation', 422, 'The wallet credit is used up.', { wallet: 'The wallet credit is used up.' }),
        TENDER_FIELDS,
      ),
    ).toEqual({ message: 'The wallet credit is used up.', field: 'wallet' });
    expect(tenderError(new ApiError('server', 500, 'Something broke.'), TENDER_FIELDS)).toEqual({
      message: 'Something broke.',
      field: null,
    });
    expect(tenderError(new Error('x'), TENDER_FIELDS)).toEqual({ message: GENERIC_ERROR_MESSAGE, field: null });
  });

  it('names the checkout fields the contracts report tenders on', () => {
    expect(TENDER_FIELDS).toEqual(['points', WALLET_ERROR_FIELD]);
  });

  it('is nothing for a refusal another field shows', () => {
    expect(
      tenderError(new ApiError('validation', 422, 'Bad', { 'contact.name': 'Enter your name.' }), TENDER_FIELDS),
    ).toBeNull();
  });

  it('shows each area its own field’s message, and one no field took in every area', () => {
    const points = { message: 'Not enough points.', field: 'points' };
    expect(tenderErrorFor(points, 'points')).toBe('Not enough points.');
    expect(tenderErrorFor(points, 'wallet')).toBeNull();
    expect(tenderErrorFor({ message: 'Something broke.', field: null }, 'wallet')).toBe('Something broke.');
    expect(tenderErrorFor(null, 'points')).toBeNull();
  });

  it('reads a tender call’s refusal on its field, else its message', () => {
    expect(tenderRefusal(new ApiError('validation', 422, 'Bad', { pin: 'Wrong PIN.' }), 'pin')).toBe('Wrong PIN.');
    expect(tenderRefusal(new ApiError('server', 500, 'Something broke.'), 'pin')).toBe('Something broke.');
    expect(tenderRefusal(new Error('x'), 'pin')).toBe(GENERIC_ERROR_MESSAGE);
  });
});
