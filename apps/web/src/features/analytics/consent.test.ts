import { describe, expect, it } from 'vitest';
import { trackingRefused } from './consent';

const nav = (fields: Record<string, unknown>) => fields as unknown as Navigator;
const win = (fields: Record<string, unknown> = {}) => fields as unknown as Window;

describe('trackingRefused', () => {
  it('is true under Do Not Track or Global Privacy Control', () => {
    expect(trackingRefused(nav({ doNotTrack: '1' }), win())).toBe(true);
    expect(trackingRefused(nav({ globalPrivacyControl: true }), win())).toBe(true);
    expect(trackingRefused(nav({}), win({ doNotTrack: '1' }))).toBe(true);
  });

  it('is false when the browser asks neither', () => {
    expect(trackingRefused(nav({ doNotTrack: '0', globalPrivacyControl: false }), win())).toBe(false);
    expect(trackingRefused(nav({ doNotTrack: 'unspecified' }), win({ doNotTrack: null }))).toBe(false);
    expect(trackingRefused(nav({}), win())).toBe(false);
  });
});
