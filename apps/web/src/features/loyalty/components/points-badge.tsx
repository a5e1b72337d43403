import { pointsLabel } from '@storefront/domain/points-label';
import { Link } from 'react-router';
import { CoinIcon } from '@/components/icons';
import { badgeName } from '../badge-view';
import './points-badge.css';

/**
 * The badge itself: '5 UCOINS' (coin merchant) or '1,234 Pts.', a link named '5 UCOINS — your points'.
 * Its own chunk, loaded by `NavbarPoints` once there is a balance to show (never for a guest).
 */
export default function PointsBadge({
  balance,
  isCoinMerchant,
  to,
}: {
  balance: number;
  isCoinMerchant: boolean;
  to: string;
}) {
  return (
    <Link to={to} className="points-badge" aria-label={badgeName(balance, isCoinMerchant)}>
      <CoinIcon className="points-badge__icon" />
      <span>{pointsLabel(balance, isCoinMerchant)}</span>
    </Link>
  );
}
