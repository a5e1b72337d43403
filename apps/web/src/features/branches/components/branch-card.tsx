import type { BranchSummary } from '@storefront/contracts/organization';
import { CardLink } from '@/components/card-link';
import { PinIcon } from '@/components/icons';
import { Media } from '@/components/media';
import { Skeleton } from '@/components/skeleton';
import './branches.css';

/** '2.4 km'; a customer at the store's door reads 'Under 0.1 km' rather than a '0.0 km' that looks broken. */
export function formatDistance(km: number): string {
  const shown = km.toFixed(1);
  return shown === '0.0' ? 'Under 0.1 km' : `${shown} km`;
}

export function OpenBadge({ open }: { open: boolean }) {
  return <span className={`badge ${open ? 'badge--open' : 'badge--closed'}`}>{open ? 'Open' : 'Closed'}</span>;
}

/** A branch as Home's whats_nearby and the Brands screen list it; closed ones still link but look muted. */
export function BranchCard({ branch, to }: { branch: BranchSummary; to: string }) {
  return (
    <CardLink to={to} className={`branch-card card${branch.is_open ? '' : ' branch-card--closed'}`}>
      <span className="branch-card__logo">
        <Media src={branch.brand_logo} alt="" name={branch.brand_name} width={56} height={56} />
      </span>
      <span className="branch-card__body">
        <span className="branch-card__top">
          <span className="branch-card__brand">{branch.brand_name}</span>
          <OpenBadge open={branch.is_open} />
        </span>
        <span className="branch-card__name">{branch.name}</span>
        <span className="branch-card__address">
          <PinIcon size={14} />
          <span>{branch.address}</span>
        </span>
        {branch.distance !== null && <span className="branch-card__distance">{formatDistance(branch.distance)}</span>}
      </span>
    </CardLink>
  );
}

export function BranchCardSkeleton() {
  return (
    <div className="branch-card card" aria-hidden="true">
      <span className="branch-card__logo">
        <Skeleton width={56} height={56} radius={12} />
      </span>
      <span className="branch-card__body">
        <Skeleton width="40%" height={12} />
        <Skeleton width="75%" height={18} style={{ marginTop: 8 }} />
        <Skeleton width="90%" height={12} style={{ marginTop: 10 }} />
      </span>
    </div>
  );
}
