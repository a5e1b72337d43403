/**
 * Whether a merchant's settings turn a top-up on ('store_ordering': the navbar's 'Deliver to'), for the
 * client and for the first HTML the server writes (zod-free: the first load uses it).
 */
import type { TOPUP_CODES } from './merchant-config';

export type TopupCode = (typeof TOPUP_CODES)[number];

export const isTopupEnabled = (settings: { topups: readonly { code: string; enable: boolean }[] }, code: TopupCode) =>
  settings.topups.some((t) => t.code === code && t.enable);
