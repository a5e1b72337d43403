import { useEffect, useState } from 'react';
import { afterPageSettles } from './after-page-settles';

/**
 * Whether the page has settled (afterPageSettles: loaded, idle, a few seconds): the moment for what a
 * slow phone's first load can do without (a popover's library, say).
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => (settled ? undefined : afterPageSettles(() => setSettled(true))), [settled]);
  return settled;
}
