import type { CartItem } from '@storefront/contracts/cart';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PromptModal } from '@/components/prompt-modal';
import { Skeleton } from '@/components/skeleton';
import { updateCartItem, useCartChange } from '@/features/cart/api/change-cart';
import { useCart } from '@/features/cart/api/get-cart';
import { CartContents } from '@/features/cart/components/cart-contents';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { CheckoutLink } from '@/features/cart/components/checkout-link';
import { StickyActionBar } from '@/features/cart/components/sticky-action-bar';
import { useCartPrompt } from '@/features/cart/use-cart-prompt';
import { useSettings } from '@/features/merchant/api/get-settings';
import { ReorderNotice, reorderOutcomeOf } from '@/features/orders/components/reorder-notice';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerPosition } from '../customer-position';
import { useStoredUser } from '../session';
import './screens.css';

const ProductModal = lazy(() => import('@/features/catalog/components/product-modal'));

type Editing = { item: CartItem; branchUuid: string };

/** Spec §2 Cart screen: the cart by branch with fulfilment, items, summary and Checkout. */
export default function CartScreen() {
  const subdomain = useSubdomain();
  const position = useCustomerPosition();
  const signedIn = useStoredUser() !== null;
  const cart = useCart(position);
  const { is_coin_merchant: isCoinMerchant } = useSettings();
  const update = useCartChange(updateCartItem);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [prompt, setPrompt] = useCartPrompt(cart, 'cart');
  useDocumentTitle('My Cart');
  // 'Order again' (issue 27) opens the cart with what it could not add; dismissing forgets it.
  const location = useLocation();
  const navigate = useNavigate();
  const reordered = reorderOutcomeOf(location.state);

  return (
    <div className="container page stack cart-page">
      <h1 className="page-title">My Cart</h1>
      {reordered && (
        <ReorderNotice
          outcome={reordered}
          onDismiss={() => void navigate(location.pathname, { replace: true, state: null })}
        />
      )}
      {cart.isPending ? (
        <Skeleton width="100%" height={220} />
      ) : cart.isError ? (
        <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />
      ) : cart.data.cart_count === 0 ? (
        <div className="placeholder__panel">
          <p>No items in the cart yet.</p>
          <Link to={paths.home(subdomain)} className="btn btn-primary">
            Start ordering
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <CartContents
            cart={cart.data}
            variant="page"
            storeLink={(entry) => paths.store(subdomain, entry.branch_uuid, entry.brand_uuid)}
            onEdit={(item, entry) => setEditing({ item, branchUuid: entry.branch_uuid })}
          />
          <aside className="cart-page__summary" aria-label="Order summary">
            <CartSummary cart={cart.data} signedIn={signedIn} isCoinMerchant={isCoinMerchant} />
            {/* Hidden on phones (screens.css): the bar's Checkout below takes its place there. */}
            <CheckoutLink
              cart={cart.data}
              variant="page"
              to={paths.checkout(subdomain)}
              className="btn btn-primary btn-block cart-page__checkout"
            />
          </aside>
          <StickyActionBar total={cart.data.cart_total_amount}>
            <CheckoutLink
              cart={cart.data}
              variant="page"
              to={paths.checkout(subdomain)}
              className="btn btn-primary sticky-action-bar__action"
            />
          </StickyActionBar>
        </div>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ProductModal
            productUuid={editing.item.product_inventory.product_details.uuid}
            branchUuid={editing.branchUuid}
            onClose={() => setEditing(null)}
            action={{
              label: 'UPDATE CART',
              initial: {
                variation_code: editing.item.product_inventory.variation_code,
                add_ons: editing.item.add_ons.map((a) => a.uuid),
                remarks: editing.item.remarks,
                quantity: editing.item.quantity,
              },
              submit: (line) => update.mutateAsync([editing.item.uuid, line, position]),
            }}
          />
        </Suspense>
      )}
      <PromptModal open={prompt !== null} onClose={() => setPrompt(null)} message={prompt ?? ''} />
    </div>
  );
}
