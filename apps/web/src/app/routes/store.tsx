import type { ProductCard as Product } from '@storefront/contracts/store';
import { lazy, Suspense, useCallback } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import { BranchHeader } from '@/features/branches/components/branch-header';
import { DeliveryChips } from '@/features/branches/components/delivery-chips';
import { addCartItem, useCartChange } from '@/features/cart/api/change-cart';
import { StoreMenu } from '@/features/catalog/components/store-menu';
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
  const position = useCustomerPosition();
  const addToCart = useCartChange(addCartItem);
  const branch = view.data;
  useDocumentTitle(`${branch.brand_name} – ${branch.name}`);
  // Kept from render to render, so opening a product (a new location) does not draw the menu again.
  const linkFor = useCallback(
    (p: Product) => ({
      to: paths.product(subdomain, id, p.uuid),
      state: { fromStore: true } satisfies StoreLocationState,
      preventScrollReset: true,
    }),
    [subdomain, id],
  );

  const closeProduct = () => {
    if ((location.state as StoreLocationState | null)?.fromStore) navigate(-1);
    else navigate(paths.storeId(subdomain, id), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="container page stack">
      <BranchHeader branch={branch}>
        <DeliveryChips branchUuid={branchUuid} />
      </BranchHeader>
      <StoreMenu
        // Another store's menu starts afresh: its own search, and no section taken as seen.
        key={branchUuid}
        branchUuid={branchUuid}
        linkFor={linkFor}
      />
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
