import type { Brand } from '@storefront/contracts/organization';
import { CardLink } from '@/components/card-link';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Media } from '@/components/media';
import { LoadingRegion, placeholderKeys, Skeleton } from '@/components/skeleton';
import './branches.css';

/** Home's our_brands: one tile per brand, linking to brands/{uuid}. */
export function BrandTiles({
  brands,
  isPending,
  error,
  onRetry,
  linkFor,
}: {
  brands: Brand[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  linkFor: (brand: Brand) => string;
}) {
  if (isPending)
    return (
      <LoadingRegion className="tile-row" label="Loading brands">
        {placeholderKeys(4).map((key) => (
          <div key={key} className="brand-tile card">
            <Skeleton width={72} height={72} radius="50%" />
            <Skeleton width="70%" height={14} />
          </div>
        ))}
      </LoadingRegion>
    );
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (!brands?.length) return <EmptyState title="No brands yet." />;
  return (
    <ul className="list-reset tile-row">
      {brands.map((brand) => (
        <li key={brand.uuid}>
          <CardLink to={linkFor(brand)} className="brand-tile card">
            <span className="brand-tile__logo">
              <Media src={brand.logo} alt="" name={brand.name} width={72} height={72} />
            </span>
            <span className="brand-tile__name">{brand.name}</span>
          </CardLink>
        </li>
      ))}
    </ul>
  );
}
