import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { ChevronDownIcon, PinIcon } from '@/components/icons';
import { useCustomerLocation } from '@/lib/customer-location';
import type { MapTiles } from '../map-view';
import './deliver-to.css';

// The dialogs (and Leaflet, behind the map) load when first wanted, not with the navbar.
const loadPicker = () => import('./location-picker-dialog');
const LocationPickerDialog = lazy(loadPicker);
const PinLocationDialog = lazy(() => import('./pin-location-dialog'));
const LocationBlockedDialog = lazy(() => import('./location-blocked-dialog'));

export type DeliverToProps = {
  /**
   * True while the location may not change (spec §4: the cart has items). The picker then does not
   * open: the 'Unable to Change Location…' prompt does.
   */
  locked: boolean;
  /** Map tiles for 'Pin Exact Location'; null draws the map without tiles. */
  mapTiles: MapTiles | null;
  className?: string;
  /**
   * Where focus goes when a dialog closes and this button is gone (Checkout shows the chosen place in
   * its stead); without it focus would fall to the top of the page.
   */
  returnFocus?: (() => HTMLElement | null) | undefined;
};

type Open = 'none' | 'picker' | 'map' | 'blocked';

/** The navbar's 'Deliver to' button and the dialogs behind it. */
export function DeliverTo({ locked, mapTiles, className = '', returnFocus }: DeliverToProps) {
  const location = useCustomerLocation();
  const [open, setOpen] = useState<Open>('none');
  const button = useRef<HTMLButtonElement>(null);
  // The dialogs return focus to `current` when they close: this button, or the caller's element once
  // choosing a place removed the button.
  const focusTarget = useMemo(
    () => ({
      get current(): HTMLElement | null {
        return button.current?.isConnected ? button.current : (returnFocus?.() ?? null);
      },
    }),
    [returnFocus],
  );
  const close = () => setOpen('none');
  const blocked = () => setOpen('blocked');

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`deliver-to ${className}`}
        aria-haspopup="dialog"
        aria-expanded={open !== 'none'}
        onClick={() => setOpen(locked ? 'blocked' : 'picker')}
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
      >
        <PinIcon />
        <span className="deliver-to__text">
          <span className="deliver-to__label">Deliver to</span>
          <span className="deliver-to__value">{location?.label ?? 'Choose your location'}</span>
        </span>
        <ChevronDownIcon />
      </button>
      <Suspense fallback={null}>
        {open === 'picker' && (
          <LocationPickerDialog
            locked={locked}
            onClose={close}
            onBlocked={blocked}
            onPinOnMap={() => setOpen('map')}
            returnFocus={focusTarget}
          />
        )}
        {open === 'map' && (
          <PinLocationDialog
            tiles={mapTiles}
            locked={locked}
            onBlocked={blocked}
            onClose={close}
            returnFocus={focusTarget}
          />
        )}
        {open === 'blocked' && <LocationBlockedDialog onClose={close} returnFocus={focusTarget} />}
      </Suspense>
    </>
  );
}
