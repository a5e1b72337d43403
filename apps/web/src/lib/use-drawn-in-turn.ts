import { useCallback, useEffect, useState } from 'react';
import { useNavigationType } from 'react-router';
import { afterNextPaint } from './after-next-paint';
import { documentOpenedAfresh, isFirstScreen } from './first-screen';

/**
 * How many of a long screen's sections to draw: the first at once, then one more after each frame the
 * browser paints, until all are. Drawn in one render, a store's whole menu (or Home's every section)
 * made one long task of script, style and layout that on a slow phone blocked the page for a few
 * hundred ms before the customer could touch it; the first section is what the first screen shows.
 * `drawAll` draws the rest at once (a tab tapped before they are, say).
 *
 * Everything is drawn at once when the page may be put back where it was (back or forward, or a
 * reload): the router restores the scroll position as it draws, and a page missing its lower sections
 * would be too short to scroll to it.
 */
export function useDrawnInTurn(total: number): { drawn: number; drawAll: () => void } {
  const restoring = useMayRestoreScroll();
  // Decided as the menu mounts: later renders keep counting up.
  const [drawn, setDrawn] = useState(() => (restoring ? Number.POSITIVE_INFINITY : 1));
  const drawAll = useCallback(() => setDrawn(Number.POSITIVE_INFINITY), []);

  useEffect(() => {
    if (drawn >= total) return;
    // After the next paint, so each section's style and layout has a frame of its own.
    return afterNextPaint(() => setDrawn((before) => before + 1));
  }, [drawn, total]);

  return { drawn: Math.min(drawn, total), drawAll };
}

/**
 * Whether the router may restore a scroll position as this screen mounts: a move back or forward
 * (POP) inside the app, or the document's first screen when it was reloaded or reached by back or
 * forward. A push or a replace starts at the top or keeps the page where it is.
 */
function useMayRestoreScroll(): boolean {
  const type = useNavigationType();
  if (type !== 'POP') return false;
  return !(isFirstScreen() && documentOpenedAfresh());
}
