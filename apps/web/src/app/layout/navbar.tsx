import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CartIcon, ChevronDownIcon, MenuIcon, PinIcon } from '@/components/icons';
import { useDesign } from '@/features/merchant/api/get-design';
import { isTopupEnabled, useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { useIsMobile } from '@/lib/use-media-query';
import { useSubdomain } from '@/lib/use-subdomain';
import { useCustomerLocationLabel } from '../customer-position';
import { useStoredUser } from '../session';
import { UserMenu } from './user-menu';

const loadSidebar = () => import('./mobile-sidebar');
const MobileSidebar = lazy(loadSidebar);

export function Navbar() {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const { design } = useDesign();
  const user = useStoredUser();
  const locationLabel = useCustomerLocationLabel();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const showDeliverTo = isTopupEnabled(settings, 'store_ordering');
  const cartCount: number = 0; // the cart issue fills this in

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
          <img src={design.logo} alt={settings.name} height={40} className="navbar__logo" />
        </Link>

        {showDeliverTo && (
          <button
            type="button"
            className="navbar__deliver"
            disabled
            title="Choosing a delivery location is coming soon"
          >
            <PinIcon />
            <span className="navbar__deliver-text">
              <span className="navbar__deliver-label">Deliver to</span>
              <span className="navbar__deliver-value">{locationLabel}</span>
            </span>
            <ChevronDownIcon />
          </button>
        )}

        <nav className="navbar__actions" aria-label="Account and cart">
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link to={paths.login(subdomain)} className="btn btn-primary navbar__signin">
              SIGN IN
            </Link>
          )}
          <Link
            to={paths.cart(subdomain)}
            className="navbar__cart"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          >
            <CartIcon />
            <span className="navbar__cart-count" aria-hidden="true">
              {cartCount}
            </span>
          </Link>
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
