import type { Category } from '@storefront/contracts/store';
import { CardLink } from '@/components/card-link';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Media } from '@/components/media';
import { LoadingRegion, placeholderKeys, Skeleton } from '@/components/skeleton';
import './catalog.css';

/** Home's categories section: one tile per category, linking to category/{uuid}/{id}. */
export function CategoryTiles({
  categories,
  isPending,
  error,
  onRetry,
  linkFor,
}: {
  categories: Category[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  linkFor: (category: Category) => string;
}) {
  if (isPending)
    return (
      <LoadingRegion className="category-tiles" label="Loading categories">
        {placeholderKeys(6).map((key) => (
          <div key={key} className="category-tile">
            <Skeleton width="100%" height="100%" radius={16} style={{ aspectRatio: '1' }} />
          </div>
        ))}
      </LoadingRegion>
    );
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (!categories?.length) return <EmptyState title="No categories yet." />;
  return (
    <ul className="list-reset category-tiles">
      {categories.map((category) => (
        <li key={category.id}>
          <CardLink to={linkFor(category)} className="category-tile">
            <span className="category-tile__media">
              <Media
                src={category.image}
                alt=""
                name={category.name}
                width={160}
                height={160}
                sizes="(max-width: 844.98px) 33vw, 160px"
              />
            </span>
            <span className="category-tile__name">{category.name}</span>
          </CardLink>
        </li>
      ))}
    </ul>
  );
}
