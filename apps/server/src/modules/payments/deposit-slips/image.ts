/**
 * A slip photo as we keep it (ADR 0011): JPEG, PNG or WebP by its bytes, at most 5 MB, re-encoded by
 * lib/image (upright, metadata dropped, bounded, stored as JPEG). Refusals show on file_upload.
 */
import { DEPOSIT_SLIP_MESSAGES, MAX_DEPOSIT_SLIP_BYTES } from '@storefront/contracts/deposit-slip';
import { imageReencoder } from '../../../lib/image';

const slipImages = imageReencoder({
  kinds: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: MAX_DEPOSIT_SLIP_BYTES,
  messages: {
    required: DEPOSIT_SLIP_MESSAGES.required,
    tooLarge: DEPOSIT_SLIP_MESSAGES.tooLarge,
    notSupported: DEPOSIT_SLIP_MESSAGES.notSupported,
  },
});

/** The image to store, or the message for file_upload that says why not. */
export const reencodeSlipImage = slipImages.reencode;
