import { lazy, Suspense, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { BranchHeader } from '@/features/branches/components/branch-header';
import { addCartItem, useCartChange } from '@/features/cart/api/change-cart';
import { useProducts } from '@/features/catalog/api/get-products';
import { CategoryChips } from '@/features/catalog/components/category-chips';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { parseStoreId, paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerPosition } from '../customer-position';
import type { storeEntryLoader } from '../loaders';
import './screens.css';

const ProductModal = lazy(() => import('@/features/catalog/components/product-modal'));

interface StoreLocationState {
  fromStore?: boolean;
}

/** Spec §2 Store: a branch's menu; store/{id}/{productUuid} opens the product modal over it. */
export default function StoreScreen() {
  const subdomain = useSubdomain();
  const view = useLoaderData<typeof storeEntryLoader>();
  const { id = '', productUuid } = useParams();
  const { branchUuid } = parseStoreId(id);
  const navigate = useNavigate();
  const location = useLocation();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const position = useCustomerPosition();
  const addToCart = useCartChange(addCartItem);

  const all = useProducts({ branchUuid });
  const filtered = useProducts({ branchUuid, categoryId });
  const products = categoryId === null ? all : filtered;
  const chips = all.data?.pages[0]?.categories ?? [];
  const branch = view.data;
  const chosen = chips.find((c) => c.id === categoryId);
  useDocumentTitle(`${branch.brand_name} – ${branch.name}`);

  const closeProduct = () => {
    if ((location.state as StoreLocationState | null)?.fromStore) navigate(-1);
    else navigate(paths.storeId(subdomain, id), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="container page stack">
      <BranchHeader branch={branch} />
      <CategoryChips categories={chips} selected={categoryId} onSelect={setCategoryId} />
      <section aria-labelledby="menu-title" className="stack-sm">
        <h2 id="menu-title" className="section__title">
          {chosen?.name ?? 'Menu'}
        </h2>
        <ProductGrid
          label={chosen ? `${chosen.name} products` : 'Menu'}
          pages={products.data?.pages}
          isPending={products.isPending}
          error={products.error}
          onRetry={() => void products.refetch()}
          hasNextPage={products.hasNextPage}
          isFetchingNextPage={products.isFetchingNextPage}
          fetchNextPage={() => void products.fetchNextPage()}
          linkFor={(p) => ({
            to: paths.product(subdomain, id, p.uuid),
            state: { fromStore: true } satisfies StoreLocationState,
            preventScrollReset: true,
          })}
          empty={
            <EmptyState title={chosen ? `No ${chosen.name} at this store yet.` : 'This store has no products yet.'} />
          }
        />
      </section>
      {productUuid && (
        <Suspense fallback={null}>
          <ProductModal
            productUuid={productUuid}
            branchUuid={branchUuid}
            onClose={closeProduct}
            action={{
              label: 'ADD TO CART',
              submit: (line) =>
                addToCart.mutateAsync([{ ...line, branch_uuid: branchUuid, product_uuid: productUuid }, position]),
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
