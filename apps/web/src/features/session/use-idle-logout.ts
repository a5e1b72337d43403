import { useEffect } from 'react';
import { createIdleWatcher } from './idle';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** While `enabled` (signed in), calls `onIdle` after an hour without pointer, keyboard or visibility activity. */
export function useIdleLogout(enabled: boolean, onIdle: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const watcher = createIdleWatcher(onIdle);
    const activity = () => watcher.activity();
    const visibility = () => {
      // Back from a hidden tab: a deadline that passed meanwhile logs out before it counts as activity.
      if (document.visibilityState === 'visible' && !watcher.check()) watcher.activity();
    };
    for (const type of ACTIVITY) window.addEventListener(type, activity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', visibility);
    return () => {
      watcher.stop();
      for (const type of ACTIVITY) window.removeEventListener(type, activity, { capture: true });
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [enabled, onIdle]);
}
