import type { BranchSummary } from '@storefront/contracts/organization';
import type { ReactNode } from 'react';
import { PinIcon } from '@/components/icons';
import { Media } from '@/components/media';
import { formatDistance, OpenBadge } from './branch-card';
import './branches.css';

/** The Store screen's header: brand logo, brand and branch name, address, Open/Closed; `children` below them
 * (the full width of a phone's screen). */
export function BranchHeader({ branch, children }: { branch: BranchSummary; children?: ReactNode }) {
  return (
    <header
      className={`store-hero card${branch.is_open ? '' : ' store-hero--closed'}${children ? ' store-hero--extra' : ''}`}
    >
      <span className="store-hero__logo">
        <Media
          src={branch.brand_logo}
          alt={`${branch.brand_name} logo`}
          name={branch.brand_name}
          width={96}
          height={96}
          eager
        />
      </span>
      <div className="store-hero__body">
        <p className="store-hero__eyebrow">{branch.brand_name}</p>
        <h1 className="page-title">{branch.name}</h1>
        <p className="store-hero__address">
          <PinIcon size={16} />
          <span>{branch.address}</span>
        </p>
        <p className="store-hero__meta">
          <OpenBadge open={branch.is_open} />
          {branch.distance !== null && <span>{formatDistance(branch.distance)} away</span>}
        </p>
        {!branch.is_open && (
          <p className="store-hero__note">This store is closed right now. You can still browse its menu.</p>
        )}
      </div>
      {children && <div className="store-hero__extra">{children}</div>}
    </header>
  );
}
