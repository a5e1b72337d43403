import type { ProductCard as Product } from '@storefront/contracts/store';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingRegion, placeholderKeys } from '@/components/skeleton';
import { ProductCard, ProductCardSkeleton, type ProductLink } from './product-card';
import './catalog.css';

interface Paged {
  list: Product[];
  max_page: number;
}

/** A paged product grid (TanStack infinite query pages, 20 products each) with a "Load more" button. */
export function ProductGrid({
  pages,
  isPending,
  error,
  onRetry,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  linkFor,
  showStore,
  empty,
  label,
  moreLabel,
  eagerImages = 0,
}: {
  pages: Paged[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  linkFor: (product: Product) => ProductLink;
  showStore?: boolean;
  empty?: ReactNode;
  label: string;
  /** The 'Load more' button's name where a page has several (it starts with the words it shows). */
  moreLabel?: string;
  /** How many of the first cards load their pictures at once: the grid opens the screen. */
  eagerImages?: number;
}) {
  if (isPending)
    return (
      <LoadingRegion className="grid product-grid" label={`Loading ${label}`}>
        {placeholderKeys(8).map((key) => (
          <ProductCardSkeleton key={key} />
        ))}
      </LoadingRegion>
    );
  if (error && !pages) return <ErrorState error={error} onRetry={onRetry} />;
  const products = pages?.flatMap((p) => p.list) ?? [];
  if (!products.length) return <>{empty ?? <EmptyState title="No products here yet." />}</>;
  const lastPage = pages?.length ?? 1;
  const maxPage = pages?.[pages.length - 1]?.max_page ?? 1;
  return (
    <div className="product-grid-wrap">
      <ul className="list-reset grid product-grid" aria-label={label}>
        {products.map((product, i) => (
          <li key={`${product.branch_uuid}:${product.uuid}`}>
            <ProductCard product={product} link={linkFor(product)} showStore={showStore} eager={i < eagerImages} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className="product-grid__more">
          <button
            type="button"
            className="btn btn-outline"
            onClick={fetchNextPage}
            disabled={isFetchingNextPage}
            aria-label={isFetchingNextPage ? undefined : moreLabel}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
          <p className="product-grid__count">
            Page {lastPage} of {maxPage}
          </p>
        </div>
      )}
      {error != null && pages && <ErrorState error={error} onRetry={onRetry} />}
    </div>
  );
}
