import type { Brand } from '@storefront/contracts/organization';
import { Media } from '@/components/media';
import { Skeleton } from '@/components/skeleton';
import './branches.css';

export function BrandHeader({ brand, branchCount }: { brand: Brand; branchCount: number }) {
  return (
    <header className="store-hero card">
      <span className="store-hero__logo">
        <Media src={brand.logo} alt={`${brand.name} logo`} name={brand.name} width={96} height={96} eager />
      </span>
      <div className="store-hero__body">
        <h1 className="page-title">{brand.name}</h1>
        {brand.description && <p className="store-hero__text">{brand.description}</p>}
        <p className="store-hero__meta">
          {branchCount} {branchCount === 1 ? 'store' : 'stores'}
        </p>
      </div>
    </header>
  );
}

export function StoreHeroSkeleton() {
  return (
    <div className="store-hero card" aria-hidden="true">
      <span className="store-hero__logo">
        <Skeleton width={96} height={96} radius={20} />
      </span>
      <div className="store-hero__body">
        <Skeleton width="50%" height={28} />
        <Skeleton width="80%" height={14} style={{ marginTop: 12 }} />
        <Skeleton width="30%" height={14} style={{ marginTop: 8 }} />
      </div>
    </div>
  );
}
