import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Whether the app still shows the screen the document opened on (no navigation inside the app yet). */
let onFirstScreen = true;

export function isFirstScreen(): boolean {
  return onFirstScreen;
}

/** Notes the first move away from the document's first screen (the root layout calls it). */
export function useNoteFirstScreen(): void {
  const { key } = useLocation();
  const initial = useRef(key);
  useEffect(() => {
    if (key !== initial.current) onFirstScreen = false;
  }, [key]);
}

/** Whether the document was opened afresh: not reloaded, nor reached by the browser's back or forward. */
export function documentOpenedAfresh(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return !entry || entry.type === 'navigate';
}
