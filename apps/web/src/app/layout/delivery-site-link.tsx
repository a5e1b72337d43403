import type { ReactNode } from 'react';
import { ExternalIcon } from '@/components/icons';

/** What the menus call the merchant's own delivery site. */
export const DELIVERY_SITE_LABEL = 'Delivery Site';

/**
 * The merchant's own delivery site (spec §2 "An external link entry for a delivery site"), shown only
 * when its file names one: straight to that https URL (no detour through /{subdomain}/delivery), marked
 * for eyes and screen readers as leaving this store.
 */
export function DeliverySiteLink({
  href,
  className,
  markClassName,
  children,
}: {
  href: string;
  className: string;
  /** The 'another site' arrow's class. */
  markClassName: string;
  /** An icon before the label (the mobile sidebar's). */
  children?: ReactNode;
}) {
  return (
    <a href={href} className={className} rel="noopener">
      {children}
      {DELIVERY_SITE_LABEL}
      <ExternalIcon className={markClassName} />
      <span className="visually-hidden"> (opens another site)</span>
    </a>
  );
}
