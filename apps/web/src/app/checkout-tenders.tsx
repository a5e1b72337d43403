/**
 * Checkout's tenders, one lazy chunk (loaded only where one is offered): the medicine wallet, then pay
 * with points — the summary lines' order (spec §2). Each shows a failed checkout's message on its own
 * field, and one no field took (lib/tenders, spec §4).
 */
import { MedPadala } from '@/features/med-padala/components/med-padala';
import { PayWithPoints } from '@/features/pay-with-points/components/pay-with-points';
import type { CustomerPosition } from '@/lib/position';
import { type CheckoutTenderError, tenderErrorFor } from '@/lib/tenders';

export default function CheckoutTenders({
  wallet,
  points,
  position,
  checkoutError,
}: {
  /** The credits on the cart, when the medicine wallet is offered. */
  wallet: { credits: readonly { code: string; amount: number }[] } | null;
  /** The customer and the unit, when pay with points is offered. */
  points: { customerUuid: string; isCoinMerchant: boolean } | null;
  position: CustomerPosition;
  checkoutError: CheckoutTenderError;
}) {
  return (
    <>
      {wallet && (
        <MedPadala
          position={position}
          credits={wallet.credits}
          checkoutError={tenderErrorFor(checkoutError, 'wallet')}
        />
      )}
      {points && (
        <PayWithPoints
          customerUuid={points.customerUuid}
          position={position}
          isCoinMerchant={points.isCoinMerchant}
          checkoutError={tenderErrorFor(checkoutError, 'points')}
        />
      )}
    </>
  );
}
