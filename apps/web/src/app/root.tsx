import { imageSources, LOGO_SIZES } from '@storefront/contracts/media-renditions';
import { useQuery } from '@tanstack/react-query';
import { Outlet, ScrollRestoration } from 'react-router';
import { designQueryOptions } from '@/features/merchant/api/get-design';
import { settingsQueryOptions } from '@/features/merchant/api/get-settings';
import { useIdleLogout } from '@/features/session/use-idle-logout';
import { useFocusAfterNavigation } from './focus-after-navigation';
import { signOut, useStoredUser } from './session';

/** Every route: scroll restoration and the outlet. */
export function RootLayout() {
  useFocusAfterNavigation();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * /:subdomain — the merchant's loader has run; screens read its settings, design and layout from the
 * cache. A signed-in customer is logged out after an hour without activity (spec §4).
 */
export function MerchantRoot() {
  useIdleLogout(useStoredUser() !== null, idleSignOut);
  return <Outlet />;
}

/**
 * What paints while the first screen's code downloads: the merchant's bar (from the bootstrap, when
 * there is one) over a quiet page, instead of a blank window.
 */
export function FirstPaint() {
  const design = useQuery({ ...designQueryOptions(), enabled: false }).data;
  const settings = useQuery({ ...settingsQueryOptions(), enabled: false }).data;
  return (
    <div className="first-paint" aria-busy="true">
      <div className="first-paint__bar">
        {design && <img {...imageSources(design.design.logo, LOGO_SIZES)} alt={settings?.name ?? ''} height={40} />}
      </div>
    </div>
  );
}

const idleSignOut = () => void signOut();
