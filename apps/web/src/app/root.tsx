import { imageSources, LOGO_SIZES } from '@storefront/contracts/media-renditions';
import { useQuery } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { designQueryOptions } from '@/features/merchant/api/get-design';
import { featureBannerQueryOptions } from '@/features/merchant/api/get-feature-banner';
import { isTopupEnabled, settingsQueryOptions } from '@/features/merchant/api/get-settings';
import { FeatureBanner } from '@/features/merchant/components/feature-banner';
import { HomeIntro } from '@/features/merchant/components/home-intro';
import { useIdleLogout } from '@/features/session/use-idle-logout';
import { useNoteFirstScreen } from '@/lib/first-screen';
import { paths } from '@/lib/paths';
import { useFocusAfterNavigation } from './focus-after-navigation';
import { useScrollRestoredAfterRender } from './scroll-restored-after-render';
import { signOut, useStoredUser } from './session';

/** Every route: scroll restoration and the outlet. */
export function RootLayout() {
  useFocusAfterNavigation();
  useNoteFirstScreen();
  useScrollRestoredAfterRender();
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
 * there is one) over a quiet page, instead of a blank window; on Home, its title, lead and first banner
 * too. The first HTML carries the same markup (apps/server/src/plugins/first-paint.ts): what it showed
 * stays in place until the screen itself renders.
 */
export function FirstPaint() {
  const design = useQuery({ ...designQueryOptions(), enabled: false }).data;
  const settings = useQuery({ ...settingsQueryOptions(), enabled: false }).data;
  const banner = useQuery({ ...featureBannerQueryOptions(), enabled: false }).data?.[0];
  const { pathname } = useLocation();
  const onHome =
    settings !== undefined && !settings.maintenance.on_going && pathname === paths.home(settings.subdomain);
  // A phone's navbar has 'Deliver to' as a second row: the bar keeps its place (global.css).
  const deliverRow = settings !== undefined && isTopupEnabled(settings, 'store_ordering');
  return (
    <div className="first-paint" aria-busy="true">
      <div className={deliverRow ? 'first-paint__bar first-paint__bar--deliver' : 'first-paint__bar'}>
        {design && <img {...imageSources(design.design.logo, LOGO_SIZES)} alt={settings?.name ?? ''} height={40} />}
        {deliverRow && (
          // Two lines of hidden text: the pill's height, not its words.
          <span className="deliver-to navbar__deliver first-paint__deliver" aria-hidden="true">
            <span className="deliver-to__text">
              <span className="deliver-to__label">Deliver to</span>
              <span className="deliver-to__value">Deliver to</span>
            </span>
          </span>
        )}
      </div>
      {onHome && design && (
        <div className="container page home">
          <HomeIntro title={design.snippet_details.title || settings.name} lead={design.snippet_details.description} />
          {banner && <FeatureBanner banners={[banner]} />}
        </div>
      )}
    </div>
  );
}

const idleSignOut = () => void signOut();
