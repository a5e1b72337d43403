import { useCallback, useEffect, useState } from 'react';
import { afterPageSettles } from './after-page-settles';

/**
 * Whether something the page can do without at first (a popover's library, say) is wanted yet: once
 * the page has settled (afterPageSettles), or as soon as the customer reaches for it (`want`). Keeps it
 * off a slow phone's first load without making anyone wait for it.
 */
export function useWantedOnceSettled(): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : afterPageSettles(() => setWanted(true))), [wanted]);
  const want = useCallback(() => setWanted(true), []);
  return [wanted, want];
}
