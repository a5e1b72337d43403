import { useMatches } from 'react-router';
import type { RouteHandle } from './router';

/** The deepest matched route's handle.title. */
export function useRouteTitle(fallback = ''): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return fallback;
}
