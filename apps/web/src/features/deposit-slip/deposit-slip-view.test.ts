import { describe, expect, it } from 'vitest';
import { chosenFileProblem, formatUploadedAt, SLIP_STATUS_LABELS, uploadsLeftText } from './deposit-slip-view';

const MB = 1024 * 1024;

describe('deposit slip panel words', () => {
  it('names each review status', () => {
    expect(SLIP_STATUS_LABELS).toEqual({ P: 'Pending review', A: 'Accepted', R: 'Rejected' });
  });

  it('counts the uploads left', () => {
    expect(uploadsLeftText(3)).toBe('You can upload 3 more times.');
    expect(uploadsLeftText(1)).toBe('You can upload 1 more time.');
    expect(uploadsLeftText(0)).toBe('No uploads left.');
  });

  it('refuses a chosen file of another type or over 5 MB before uploading', () => {
    expect(chosenFileProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(chosenFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(chosenFileProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('File size should be less than 5 MB.');
    expect(chosenFileProblem({ type: 'application/pdf', size: 10 })).toBe("This file type isn't supported.");
    expect(chosenFileProblem({ type: 'image/heic', size: 10 })).toBe("This file type isn't supported.");
  });
});

describe('upload times', () => {
  it("are shown on Manila's clock", () => {
    expect(formatUploadedAt('2026-11-23T02:05:00.000Z')).toBe('Nov 23, 2026, 10:05 AM');
  });
});
