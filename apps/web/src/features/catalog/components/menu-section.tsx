import type { ProductCard as Product } from '@storefront/contracts/store';
import { memo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingRegion, placeholderKeys } from '@/components/skeleton';
import { useProducts } from '../api/get-products';
import type { MenuSection as Section } from '../menu-sections';
import { ProductCardSkeleton, type ProductLink } from './product-card';
import { ProductGrid } from './product-grid';
import './catalog.css';

/**
 * One category of the store menu: its heading and its products. What the listing's first page held
 * of it shows at once; the rest is asked for (POST …/products/{page} with its `category_id`, 20 a page)
 * once `load` says the customer is near, and a category of more than 20 ends in its own 'Load more'.
 */
export const MenuSection = memo(function MenuSection({
  branchUuid,
  section: { category, seed, complete },
  load,
  linkFor,
  sectionRef,
  eagerImages,
}: {
  branchUuid: string;
  section: Section;
  load: boolean;
  linkFor: (product: Product) => ProductLink;
  sectionRef: (element: HTMLElement | null) => void;
  /** How many of its first pictures load at once (the first section's: they open the screen). */
  eagerImages?: number;
}) {
  const products = useProducts({ branchUuid, categoryId: category.id }, { enabled: load && !complete });
  const loaded = complete ? undefined : products.data?.pages;
  const pages = loaded ?? (seed.length ? [{ list: seed, max_page: 1 }] : undefined);
  const waiting = !complete && !loaded;
  return (
    <section ref={sectionRef} className="menu-section">
      {/* Focused when its tab is tapped (use-section-spy.ts), so Tab goes on into its products. */}
      <h3 className="menu-section__title" tabIndex={-1}>
        {category.name}
      </h3>
      {pages && (
        <ProductGrid
          label={category.name}
          moreLabel={`Load more ${category.name}`}
          eagerImages={eagerImages}
          pages={pages}
          isPending={false}
          error={loaded ? products.error : null}
          onRetry={() => void products.refetch()}
          hasNextPage={Boolean(loaded) && products.hasNextPage}
          isFetchingNextPage={products.isFetchingNextPage}
          fetchNextPage={() => void products.fetchNextPage()}
          linkFor={linkFor}
          empty={<EmptyState title={`No ${category.name} at this store yet.`} />}
        />
      )}
      {waiting &&
        (products.error ? (
          <ErrorState error={products.error} onRetry={() => void products.refetch()} />
        ) : (
          <LoadingRegion className="grid product-grid" label={`Loading ${category.name}`}>
            {placeholderKeys(seed.length ? 2 : 4).map((key) => (
              <ProductCardSkeleton key={key} />
            ))}
          </LoadingRegion>
        ))}
    </section>
  );
});
