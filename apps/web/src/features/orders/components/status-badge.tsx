import { type OverallStatus, type StatusDesigns, statusColours, statusDesign, statusLabel } from '../order-view';

/**
 * A status as a pill: the merchant's label and colour when its design is enabled, else ours (neutral);
 * 'Payment Expired' for a part released because its order's time to pay ran out.
 */
export function StatusBadge({
  status,
  designs,
  expired = false,
}: {
  status: OverallStatus;
  designs: StatusDesigns | null;
  expired?: boolean;
}) {
  const colours = statusColours(statusDesign(designs, status)?.color);
  return (
    <span
      className={`order-status-badge order-status-badge--${status}`}
      style={colours ? { background: colours.background, color: colours.color } : undefined}
    >
      {statusLabel(designs, status, { expired })}
    </span>
  );
}
