import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PromptModal } from '@/components/prompt-modal';
import { Skeleton } from '@/components/skeleton';
import { RegionPickersByName } from '@/features/accounts/components/region-pickers';
import { SavedAddressChoice } from '@/features/accounts/components/saved-address-choice';
import { CART_QUERY_KEY, useCart } from '@/features/cart/api/get-cart';
import { CheckoutForm } from '@/features/cart/components/checkout-form';
import { useCartPrompt } from '@/features/cart/use-cart-prompt';
import { useStoreDetails } from '@/features/catalog/api/get-store-details';
import { ApplyDiscount } from '@/features/discounts/components/apply-discount';
import { DeliverTo } from '@/features/location/components/deliver-to';
import { offersMedPadala } from '@/features/med-padala/med-padala-view';
import { useSettings } from '@/features/merchant/api/get-settings';
import { offersPayWithPoints } from '@/features/pay-with-points/pay-with-points-view';
import type { SpecialDiscountDialog } from '@/features/special-discount-ids/components/special-discount-dialogs';
import { useCustomerLocation } from '@/lib/customer-location';
import { paths } from '@/lib/paths';
import type { CheckoutTenderError } from '@/lib/tenders';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerPosition } from '../customer-position';
import { getMapTiles } from '../map-tiles';
import { useStoredUser } from '../session';
import './screens.css';

// The Senior Citizen / PWD section: fetched once Checkout has shown (signed in, a cart that takes the
// discount), so the Discount modal has it when it opens, without weighing on Checkout's first load.
const loadSpecialDiscount = () => import('@/features/special-discount-ids/components/checkout-special-discount');
const SpecialDiscountIds = lazy(() => loadSpecialDiscount().then((m) => ({ default: m.CheckoutSpecialDiscountIds })));
const SpecialDiscountDialogs = lazy(() =>
  loadSpecialDiscount().then((m) => ({ default: m.CheckoutSpecialDiscountDialogs })),
);

// The tenders (the medicine wallet, pay with points): one chunk, loaded only where one is offered.
const CheckoutTenders = lazy(() => import('../checkout-tenders'));

// Spec §4: while the cart has items the location cannot change — choosing a saved address elsewhere too.
const LocationBlockedDialog = lazy(() => import('@/features/location/components/location-blocked-dialog'));

/** Spec §2 Checkout, for guests and signed-in customers alike. */
export default function CheckoutScreen() {
  const subdomain = useSubdomain();
  const user = useStoredUser();
  const location = useCustomerLocation();
  const [locationBlocked, setLocationBlocked] = useState(false);
  const position = useCustomerPosition();
  const cart = useCart(position);
  const details = useStoreDetails();
  const settings = useSettings();
  const paysWithPoints = offersPayWithPoints(user !== null, details.data, settings);
  const takesWallet = offersMedPadala(user !== null, settings);
  // Spec §4: a failed checkout's message, copied to the tenders' areas (each shows its own field's, and
  // one no field took).
  const [checkoutError, setCheckoutError] = useState<CheckoutTenderError>(null);
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useCartPrompt(cart, 'checkout');
  useDocumentTitle('Checkout');
  // The Discount modal closes while a Senior Citizen / PWD dialog is open, and opens again after (spec §4).
  const [discountOpen, setDiscountOpen] = useState(false);
  const [idDialog, setIdDialog] = useState<SpecialDiscountDialog | null>(null);
  const [idNotice, setIdNotice] = useState('');
  // The server's word: offered on the e-store, an eligible item, one branch (spec §2).
  const takesSpecialDiscount = cart.data?.special_discount_available === true;
  useEffect(() => {
    if (user && takesSpecialDiscount) void loadSpecialDiscount();
  }, [user, takesSpecialDiscount]);
  // Every copy of the cart (the mini cart's too) shows the new Promo or special discount line.
  const refreshCart = () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  const openIdDialog = (dialog: SpecialDiscountDialog) => {
    setIdNotice('');
    setDiscountOpen(false);
    setIdDialog(dialog);
  };

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
          isCoinMerchant={settings.is_coin_merchant}
          onCheckoutError={setCheckoutError}
          tenders={
            user &&
            (takesWallet || paysWithPoints) && (
              <Suspense fallback={null}>
                <CheckoutTenders
                  wallet={takesWallet ? { credits: cart.data.wallet_credits } : null}
                  points={
                    paysWithPoints
                      ? { customerUuid: user.customer.uuid, isCoinMerchant: settings.is_coin_merchant }
                      : null
                  }
                  position={position}
                  checkoutError={checkoutError}
                />
              </Suspense>
            )
          }
          addressPicker={(returnFocus) => (
            <DeliverTo
              // The navbar's rule (spec §4): with items in the cart a location already set stays. Checkout
              // offers its picker only to a customer without one, who picks freely; this holds should
              // the picker ever be offered with a location too.
              locked={location !== null}
              mapTiles={getMapTiles()}
              className="checkout-address__picker"
              returnFocus={returnFocus}
            />
          )}
          savedAddresses={
            user
              ? (props) => (
                  <SavedAddressChoice
                    {...props}
                    onChoose={(saved) => {
                      const moves = location && (location.lat !== saved.lat || location.lng !== saved.lng);
                      if (moves) setLocationBlocked(true);
                      else props.onChoose(saved);
                    }}
                  />
                )
              : undefined
          }
          billingRegion={(props) => <RegionPickersByName {...props} />}
          discount={
            user && (
              <ApplyDiscount
                cart={cart.data}
                position={position}
                refreshCart={refreshCart}
                open={discountOpen}
                onOpenChange={(open) => {
                  setDiscountOpen(open);
                  if (!open) setIdNotice('');
                }}
                specialDiscount={
                  takesSpecialDiscount
                    ? ({ close, announce }) => (
                        <Suspense fallback={null}>
                          <SpecialDiscountIds
                            settings={details.data.special_discount}
                            cart={cart.data}
                            position={position}
                            refreshCart={refreshCart}
                            customerUuid={user.customer.uuid}
                            notice={idNotice}
                            onRegister={() => openIdDialog({ kind: 'upload' })}
                            onDelete={(id) => openIdDialog({ kind: 'delete', id })}
                            // Confirm has stored the selection and the cart is refetched: the modal closes.
                            onConfirmed={(message) => {
                              if (message) announce(message);
                              close();
                            }}
                          />
                        </Suspense>
                      )
                    : undefined
                }
              />
            )
          }
          onCartProblem={cartProblem}
        />
      )}
      {user && idDialog && (
        <Suspense fallback={null}>
          <SpecialDiscountDialogs
            dialog={idDialog}
            settings={details.data?.special_discount}
            customerUuid={user.customer.uuid}
            refreshCart={refreshCart}
            // Spec §4: 'Proceed' is hidden when points were used (the cart's own count).
            pointsUsed={cart.data?.points_used ?? 0}
            onClose={(message) => {
              setIdDialog(null);
              if (message) setIdNotice(message);
              // Spec §4: after an upload, and whenever the delete confirmation closes, the Discount modal reopens.
              setDiscountOpen(true);
            }}
            // The reopened Discount modal takes focus.
            returnFocus={() => null}
          />
        </Suspense>
      )}
      {locationBlocked && (
        <Suspense fallback={null}>
          <LocationBlockedDialog onClose={() => setLocationBlocked(false)} />
        </Suspense>
      )}
      <PromptModal open={prompt !== null} onClose={() => setPrompt(null)} message={prompt ?? ''} />
    </div>
  );
}
