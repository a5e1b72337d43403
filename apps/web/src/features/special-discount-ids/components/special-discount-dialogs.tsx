import type { DiscountType, SpecialDiscountId } from '@storefront/contracts/special-discount';
import { lazy, Suspense } from 'react';

/**
 * The Upload modal (react-hook-form, the contract's schema) and the Delete dialog load when the customer
 * reaches for their buttons, so neither Checkout's nor My Profile's first load carries them; the photo's
 * converter and compressor load later still, only for a photo that needs them (id-photo.ts).
 */
export const loadIdDialogs = {
  upload: () => import('./upload-special-discount-modal'),
  delete: () => import('./delete-special-discount-dialog'),
};
const UploadModal = lazy(loadIdDialogs.upload);
const DeleteDialog = lazy(loadIdDialogs.delete);

/** Which dialog is open: the Upload modal, or the Delete dialog for one ID. */
export type SpecialDiscountDialog = { kind: 'upload' } | { kind: 'delete'; id: SpecialDiscountId };

export type SpecialDiscountDialogsProps = {
  dialog: SpecialDiscountDialog | null;
  customerUuid: string;
  /** The types the merchant offers on the e-store (offeredDiscountTypes). */
  offered: readonly DiscountType[];
  /** Refetches the cart (spec §4: after a delete the cart refreshes). */
  refreshCart: () => Promise<unknown>;
  /**
   * The dialog closed: with the server's message after an upload or a delete, without one after Keep,
   * the close button or Escape.
   */
  onClose: (message?: string) => void;
  /**
   * Where focus goes when the dialog closes. Null when the screen moves it itself (Checkout reopens the
   * Discount modal, which takes focus).
   */
  returnFocus: () => HTMLElement | null;
  /**
   * The points on the cart (`Cart.points_used`): with any, the Upload modal leaves out 'Proceed' as the
   * rejected action (spec §4). My Profile has no cart at hand: 0.
   */
  pointsUsed?: number;
};

/** The Upload modal or the Delete dialog, whichever `dialog` names, loaded on first use. */
export function SpecialDiscountDialogs({ dialog, pointsUsed = 0, ...props }: SpecialDiscountDialogsProps) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'upload' ? (
        <UploadModal {...props} pointsUsed={pointsUsed} />
      ) : (
        <DeleteDialog {...props} id={dialog.id} />
      )}
    </Suspense>
  );
}
