import { Navigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { useCategoryProducts } from '@/features/catalog/api/get-category-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerLocationLabel, useCustomerPosition } from '../customer-position';
import './screens.css';

/** Spec §2 Category: the category's products from stores near the customer. */
export default function CategoryScreen() {
  const subdomain = useSubdomain();
  const { id } = useParams();
  const categoryId = Number(id);
  const valid = Number.isInteger(categoryId) && categoryId > 0;
  const query = useCategoryProducts(valid ? categoryId : 0, useCustomerPosition());
  const label = useCustomerLocationLabel();
  const category = query.data?.pages[0]?.category;
  useDocumentTitle(category?.name);

  if (!valid || (isApiError(query.error) && query.error.kind === 'not-found'))
    return <Navigate to={paths.notFound(subdomain)} replace />;

  return (
    <div className="container page stack">
      <div className="page-head">
        {category ? <h1 className="page-title">{category.name}</h1> : <Skeleton width={220} height={34} />}
        {label && <p className="page-head__lead">From stores near {label}</p>}
      </div>
      <ProductGrid
        label={category ? `${category.name} products` : 'products'}
        pages={query.data?.pages}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
        linkFor={(p) => ({ to: paths.product(subdomain, `${p.branch_uuid}&${p.brand_uuid}`, p.uuid) })}
        showStore
        empty={<EmptyState title="No stores near you sell this yet." />}
      />
    </div>
  );
}
