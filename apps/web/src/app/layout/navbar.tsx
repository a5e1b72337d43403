import { imageSources, LOGO_SIZES } from '@storefront/contracts/media-renditions';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '@/components/icons';
import { EMPTY_CART, useCart } from '@/features/cart/api/get-cart';
import { CartButtonFace, cartLabel } from '@/features/cart/components/cart-button-face';
import type { MiniCartProps } from '@/features/cart/components/mini-cart';
import { DeliverTo } from '@/features/location/components/deliver-to';
import { useAutomaticLocationLookup } from '@/features/location/use-automatic-location-lookup';
import { NavbarPoints } from '@/features/loyalty/components/navbar-points';
import { useDesign } from '@/features/merchant/api/get-design';
import { isTopupEnabled, useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useIsMobile } from '@/lib/use-media-query';
import { usePageSettled } from '@/lib/use-page-settled';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerPosition } from '../customer-position';
import { getMapTiles } from '../map-tiles';
import { useStoredUser } from '../session';
import { AccountButtonFace } from './account-button-face';
import { DeliverySiteLink } from './delivery-site-link';

const loadSidebar = () => import('./mobile-sidebar');
const MobileSidebar = lazy(loadSidebar);
/**
 * The user menu and the mini cart come with Radix Popover (~15 KB gzip), so they load after the page
 * rather than with it. The user menu's button is drawn as it will look until it arrives; the cart's
 * is a working button from the start (CartButton), loading the mini cart once the page has settled or
 * as soon as the customer reaches for it.
 */
const UserMenu = lazy(() => import('./user-menu'));
const loadMiniCart = () => import('@/features/cart/components/mini-cart');
type MiniCartModule = Awaited<ReturnType<typeof loadMiniCart>>;

export function Navbar() {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const { design } = useDesign();
  const user = useStoredUser();
  const position = useCustomerPosition();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const showDeliverTo = isTopupEnabled(settings, 'store_ordering');
  const cart = useCart(position).data ?? EMPTY_CART;
  // Spec §4: on a first visit, find the customer — not for merchants that skip it, nor once the cart has items.
  useAutomaticLocationLookup({ enabled: !settings.skip_location_lookup && cart.cart_count === 0 });

  // The drawer belongs to the mobile layout only.
  useEffect(() => {
    if (!isMobile) setMenuOpen(false);
  }, [isMobile]);

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <button
          ref={menuButton}
          type="button"
          className="icon-btn navbar__menu"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={openMenu}
          onPointerEnter={() => void loadSidebar()}
          onFocus={() => void loadSidebar()}
        >
          <MenuIcon />
        </button>

        <Link to={paths.home(subdomain)} className="navbar__brand">
          <img {...imageSources(design.logo, LOGO_SIZES)} alt={settings.name} height={40} className="navbar__logo" />
        </Link>

        {showDeliverTo && (
          <DeliverTo className="navbar__deliver" locked={cart.cart_count > 0} mapTiles={getMapTiles()} />
        )}

        <nav className="navbar__actions" aria-label="Account and cart">
          {settings.delivery_site_url && !isMobile && (
            <DeliverySiteLink
              href={settings.delivery_site_url}
              className="navbar__delivery-site"
              markClassName="navbar__delivery-site-mark"
            />
          )}
          <NavbarPoints
            customerUuid={user?.customer.uuid ?? null}
            settings={settings}
            to={settings.is_coin_merchant ? paths.myPoints(subdomain) : paths.transactionHistory(subdomain)}
          />
          {user ? (
            <Suspense
              fallback={
                <span className="user-menu__button" aria-hidden="true">
                  <AccountButtonFace customer={user.customer} />
                </span>
              }
            >
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Link to={paths.login(subdomain)} className="btn btn-primary navbar__signin">
              SIGN IN
            </Link>
          )}
          <CartButton
            cart={cart}
            cartPath={paths.cart(subdomain)}
            checkoutPath={paths.checkout(subdomain)}
            isCoinMerchant={settings.is_coin_merchant}
          />
        </nav>
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} menuButton={menuButton} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The navbar's cart: a plain button with the count until the mini cart's code is here, then the mini
 * cart itself. The code is fetched when the pointer or the focus reaches the button, and the mini cart
 * swapped in once the page has settled or when the button is pressed (then it opens at once). Never in
 * the middle of a press: a button replaced between the pointer going down and coming up loses the click.
 */
function CartButton(props: Omit<MiniCartProps, 'openAtOnce' | 'focusAtOnce'>) {
  const settled = usePageSettled();
  const [loaded, setLoaded] = useState<MiniCartModule | null>(null);
  const [pressed, setPressed] = useState(false);
  const pressing = useRef(false);
  const face = useRef<HTMLButtonElement>(null);
  const count = props.cart.cart_count;
  useEffect(() => {
    if (!settled) return;
    let current = true;
    void loadMiniCart().then((module) => current && !pressing.current && setLoaded(() => module));
    return () => {
      current = false;
    };
  }, [settled]);
  if (loaded) {
    const MiniCart = loaded.default;
    // The stand-in still has the focus while this renders: the mini cart's button takes it over.
    return <MiniCart {...props} openAtOnce={pressed} focusAtOnce={document.activeElement === face.current} />;
  }
  return (
    <button
      ref={face}
      type="button"
      className="navbar__cart"
      aria-label={cartLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={pressed}
      onPointerEnter={() => void loadMiniCart()}
      onFocus={() => void loadMiniCart()}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onClick={() => {
        pressing.current = false;
        setPressed(true);
        void loadMiniCart().then((module) => setLoaded(() => module));
      }}
    >
      <CartButtonFace count={count} />
    </button>
  );
}
