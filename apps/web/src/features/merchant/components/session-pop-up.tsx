import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageSettles } from '@/lib/after-page-settles';
import { usePopUps } from '../api/get-pop-ups';

const PopUpDialog = lazy(() => import('./pop-up-dialog'));

const seenKey = (subdomain: string) => `storefront:${subdomain}:pop-up-seen`;

function alreadySeen(subdomain: string, uuid: string): boolean {
  try {
    return sessionStorage.getItem(seenKey(subdomain)) === uuid;
  } catch {
    return false;
  }
}

function markSeen(subdomain: string, uuid: string): void {
  try {
    sessionStorage.setItem(seenKey(subdomain), uuid);
  } catch {
    // storage unavailable (private mode): the pop-up may show again, which is harmless
  }
}

/**
 * A pop-up arriving while the customer is in another dialog or an open menu would cover what they are
 * doing: it waits for a later visit to Home instead (it is not marked seen).
 */
function customerIsBusy(): boolean {
  return document.querySelector('[role="dialog"], [aria-expanded="true"]') !== null;
}

/**
 * The merchant's first enabled pop-up, once per browser session, in a dismissable dialog. It opens once
 * the page is usable (afterPageSettles): the customer sees the shop first, and on a slow phone the
 * pop-up's script and picture never hold up the page (nor become what its loading is measured by).
 */
export function SessionPopUp({ subdomain }: { subdomain: string }) {
  const { data } = usePopUps();
  const popUp = data?.[0];
  // Decided once, when the pop-ups arrive: showing it marks it seen, which must not hide it again.
  const [showing, setShowing] = useState<string | null>(null);

  useEffect(() => {
    if (!popUp || alreadySeen(subdomain, popUp.uuid)) return;
    return afterPageSettles(() => {
      if (alreadySeen(subdomain, popUp.uuid) || customerIsBusy()) return;
      markSeen(subdomain, popUp.uuid);
      setShowing(popUp.uuid);
    });
  }, [popUp, subdomain]);

  if (!popUp || showing !== popUp.uuid) return null;
  return (
    <Suspense fallback={null}>
      <PopUpDialog popUp={popUp} onClose={() => setShowing(null)} />
    </Suspense>
  );
}
