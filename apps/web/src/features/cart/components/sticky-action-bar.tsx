import { formatPesos } from '@storefront/domain/money';
import { type ReactNode, useRef } from 'react';
import { useHeightVar } from '@/lib/use-height-var';
import { useIsMobile } from '@/lib/use-media-query';
import './sticky-action-bar.css';

/** The bar's height as last measured, set on the root while it shows (sticky-action-bar.css reads it). */
const HEIGHT_VAR = '--sticky-action-bar-h';

/**
 * On phones, Cart's and Checkout's total and main action pinned to the bottom of the window (issue 27):
 * 'Total PHP x', x the server's total, beside the screen's button (`children`). Not on the desktop
 * layout, where the summary's own button is in reach; on phones CSS hides that one instead, so exactly
 * one primary button shows at any time (cart page and checkout CSS, same 845 px breakpoint).
 */
export function StickyActionBar({ total, children }: { total: number; children: ReactNode }) {
  const isMobile = useIsMobile();
  if (!isMobile) return null;
  return <Bar total={total}>{children}</Bar>;
}

function Bar({ total, children }: { total: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // The page's room under the content and the root's scroll padding follow the bar's real height (a
  // larger text size, the safe area), so nothing focused or scrolled to ends up under it.
  useHeightVar(() => ref.current, HEIGHT_VAR);
  return (
    <div ref={ref} className="sticky-action-bar">
      <p className="sticky-action-bar__total">
        <span className="sticky-action-bar__label">Total</span>{' '}
        <strong className="sticky-action-bar__amount">{formatPesos(total)}</strong>
      </p>
      {children}
    </div>
  );
}
