import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToastRegion } from '@/components/toast';
import { EMPTY_CART, useCart } from '@/features/cart/api/get-cart';
import { ViewCartBar } from '@/features/cart/components/view-cart-bar';
import { refreshPointsBalance } from '@/features/loyalty/api/get-points-balance';
import { useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerPosition } from '../customer-position';
import { useRememberMerchant } from '../last-merchant';
import { useStoredUser } from '../session';
import './layout.css';
import { Footer } from './footer';
import { InsideLayoutMain } from './main-landmark';
import { Navbar } from './navbar';
import { useNavbarHeight } from './navbar-height';

const SurveyPrompt = lazy(() => import('@/features/accounts/components/survey-prompt'));

/**
 * The routes of spec §2 with navbar and footer; the coin merchant's survey prompt when signed in; at the
 * bottom, the confirmations (toasts) and, on phones, the 'View cart' bar.
 */
export default function AppLayout() {
  const user = useStoredUser();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const subdomain = useSubdomain();
  const cart = useCart(useCustomerPosition()).data ?? EMPTY_CART;
  useRememberMerchant(settings.subdomain);
  useNavbarHeight();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="app-main" tabIndex={-1}>
        <InsideLayoutMain.Provider value={true}>
          <Outlet />
        </InsideLayoutMain.Provider>
      </main>
      <Footer />
      {/* Sticky at the window's bottom edge, and last in the page: the bar never covers the footer. */}
      <div className="app-dock">
        <ToastRegion />
        <ViewCartBar cart={cart} cartPath={paths.cart(subdomain)} checkoutPath={paths.checkout(subdomain)} />
      </div>
      {user && settings.is_coin_merchant && (
        <Suspense fallback={null}>
          {/* The survey's U-COINs are in: the navbar's badge takes the new balance at once. */}
          <SurveyPrompt onAnswered={(result) => void refreshPointsBalance(queryClient, result.balance)} />
        </Suspense>
      )}
    </div>
  );
}
