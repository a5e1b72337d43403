import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * The link of a card drawn by the dozen (a store's menu, Home's branches, categories and brands): an
 * anchor whose plain click navigates in the app, as React Router's Link does for an absolute path.
 * Link resolves its path against the route, reads the location and sets up prefetching on every
 * render: with 30 cards, a sixth of a store page's first render on a slow phone (issue 28). `to` is
 * an absolute path (lib/paths.ts).
 */
export function CardLink({
  to,
  state,
  preventScrollReset,
  className,
  children,
}: {
  to: string;
  state?: unknown;
  /** Keep the page where it is (the product modal opens over the menu). */
  preventScrollReset?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab, a download or another handler's choice stays the browser's (as Link does).
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void navigate(to, { state, preventScrollReset });
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
