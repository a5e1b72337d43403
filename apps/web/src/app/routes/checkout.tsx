import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PromptModal } from '@/components/prompt-modal';
import { Skeleton } from '@/components/skeleton';
import { CART_QUERY_KEY, useCart } from '@/features/cart/api/get-cart';
import { CheckoutForm } from '@/features/cart/components/checkout-form';
import { useCartPrompt } from '@/features/cart/use-cart-prompt';
import { useStoreDetails } from '@/features/catalog/api/get-store-details';
import { ApplyDiscount } from '@/features/discounts/components/apply-discount';
import { DeliverTo } from '@/features/location/components/deliver-to';
import { useCustomerLocation } from '@/lib/customer-location';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerPosition } from '../customer-position';
import { getMapTiles } from '../map-tiles';
import { useStoredUser } from '../session';
import './screens.css';

/** Spec §2 Checkout, for guests and signed-in customers alike. */
export default function CheckoutScreen() {
  const subdomain = useSubdomain();
  const user = useStoredUser();
  const location = useCustomerLocation();
  const position = useCustomerPosition();
  const cart = useCart(position);
  const details = useStoreDetails();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useCartPrompt(cart, 'checkout');
  useDocumentTitle('Checkout');

  const cartProblem = (text: string) => {
    setPrompt(text);
    void cart.refetch();
  };

  return (
    <div className="container page stack">
      <h1 className="page-title">Checkout</h1>
      {cart.isPending || details.isPending ? (
        <Skeleton width="100%" height={320} />
      ) : cart.isError || details.isError ? (
        <ErrorState
          error={cart.error ?? details.error}
          onRetry={() => {
            void cart.refetch();
            void details.refetch();
          }}
        />
      ) : cart.data.cart_count === 0 ? (
        <div className="placeholder__panel">
          <p>No items in the cart yet.</p>
          <Link to={paths.home(subdomain)} className="btn btn-primary">
            Start ordering
          </Link>
        </div>
      ) : (
        <CheckoutForm
          subdomain={subdomain}
          cart={cart.data}
          user={user}
          location={location}
          position={position}
          paymentMethods={details.data.payment_methods}
          addressPicker={<DeliverTo locked={false} mapTiles={getMapTiles()} className="checkout-address__picker" />}
          discount={
            user && (
              <ApplyDiscount
                cart={cart.data}
                position={position}
                // Every copy of the cart (the mini cart's too) shows the new Promo line.
                refreshCart={() => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })}
              />
            )
          }
          onCartProblem={cartProblem}
        />
      )}
      <PromptModal open={prompt !== null} onClose={() => setPrompt(null)} message={prompt ?? ''} />
    </div>
  );
}
