import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import { tenderMessage } from './checkout-form';

describe("what a failed checkout copies to the tenders' area (spec §4)", () => {
  it('is the message on points, or the failure’s own message when no field took it', () => {
    expect(tenderMessage(new ApiError('validation', 422, 'Not enough points.', { points: 'Not enough points.' }))).toBe(
      'Not enough points.',
    );
    expect(tenderMessage(new ApiError('server', 500, 'Something broke.'))).toBe('Something broke.');
    expect(tenderMessage(new Error('x'))).toBe(GENERIC_ERROR_MESSAGE);
  });
  it('is nothing for a refusal another field shows', () => {
    expect(tenderMessage(new ApiError('validation', 422, 'Bad', { 'contact.name': 'Enter your name.' }))).toBeNull();
  });
});
