import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import {
  CloseIcon,
  DocIcon,
  ExternalIcon,
  HomeIcon,
  ShieldIcon,
  StoreIcon,
  UserIcon,
  UserPlusIcon,
} from '@/components/icons';
import { useDesign } from '@/features/merchant/api/get-design';
import { useSettings } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';
import { returnFocusTo } from '@/lib/return-focus';
import { useSubdomain } from '@/lib/use-subdomain';
import { signOut, useStoredUser } from '../session';
import { accountLinks } from './account-links';
import { DeliverySiteLink } from './delivery-site-link';
import './mobile-sidebar.css';
import { imageSources, LOGO_SIZES } from '@storefront/contracts/media-renditions';
import { POWERED_BY } from './legal-links';

/** Spec §2 mobile sidebar, as a real dialog (Radix): labelled, focus-trapped, closes on Escape. */
export default function MobileSidebar({
  open,
  onOpenChange,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the sidebar closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const { design } = useDesign();
  const user = useStoredUser();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          className="drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocusTo(() => menuButton.current)}
        >
          <div className="drawer__head">
            <img {...imageSources(design.logo, LOGO_SIZES)} alt={settings.name} height={36} className="drawer__logo" />
            <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Menu" className="drawer__nav">
            <ul className="list-reset drawer__list">
              <li>
                <Link to={paths.home(subdomain)} className="drawer__link" onClick={close}>
                  <HomeIcon />
                  Home
                </Link>
              </li>
              {settings.delivery_site_url && (
                <li>
                  <DeliverySiteLink
                    href={settings.delivery_site_url}
                    className="drawer__link"
                    markClassName="drawer__external"
                  >
                    <StoreIcon />
                  </DeliverySiteLink>
                </li>
              )}
              {user && (
                <>
                  {accountLinks(settings, subdomain).map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="drawer__link" onClick={close}>
                        <UserIcon />
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button type="button" className="drawer__link" onClick={() => void signOut()}>
                      <CloseIcon size={22} />
                      Sign Out
                    </button>
                  </li>
                </>
              )}
              {!user && (
                <>
                  <li>
                    <Link to={paths.login(subdomain)} className="drawer__link" onClick={close}>
                      <UserIcon />
                      Sign In
                    </Link>
                  </li>
                  <li>
                    <Link to={paths.signup(subdomain)} className="drawer__link" onClick={close}>
                      <UserPlusIcon />
                      Create Account
                    </Link>
                  </li>
                </>
              )}
            </ul>
            <ul className="list-reset drawer__list drawer__list--secondary">
              <li>
                <a href={paths.termsOfUse(subdomain)} target="_blank" rel="noopener" className="drawer__link">
                  <DocIcon />
                  Terms of Use
                  <ExternalIcon className="drawer__external" />
                  <span className="visually-hidden"> (opens in a new window)</span>
                </a>
              </li>
              <li>
                <a href={paths.privacyPolicy(subdomain)} target="_blank" rel="noopener" className="drawer__link">
                  <ShieldIcon />
                  Privacy Policy
                  <ExternalIcon className="drawer__external" />
                  <span className="visually-hidden"> (opens in a new window)</span>
                </a>
              </li>
            </ul>
          </nav>
          <a href={POWERED_BY.href} className="drawer__powered">
            {POWERED_BY.label}
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
