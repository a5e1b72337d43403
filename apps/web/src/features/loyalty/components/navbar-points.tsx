import { lazy, Suspense } from 'react';
import { usePointsBalance } from '../api/get-points-balance';

const PointsBadge = lazy(() => import('./points-badge'));

/**
 * The navbar's points balance (spec §2): for a signed-in customer of a merchant with the points view on,
 * a badge linking to `to` (My Points for the coin merchant, else Transaction History — the app's
 * choice). Nothing until the balance has arrived, nor when the call fails. The navbar is on every first
 * load: only the balance call is here; the badge, its label and the domain's wording come in their own
 * chunk, fetched alongside the balance and never for a guest.
 */
export function NavbarPoints({
  customerUuid,
  settings,
  to,
}: {
  /** The signed-in customer; null for a guest. */
  customerUuid: string | null;
  settings: { enable_points_view: boolean; is_coin_merchant: boolean };
  to: string;
}) {
  const balance = usePointsBalance(customerUuid, settings.enable_points_view);
  if (balance === undefined) return null;
  return (
    <Suspense fallback={null}>
      <PointsBadge balance={balance} isCoinMerchant={settings.is_coin_merchant} to={to} />
    </Suspense>
  );
}
