import * as Dialog from '@radix-ui/react-dialog';
import type { Place } from '@storefront/contracts/location';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { CloseIcon, PinIcon } from '@/components/icons';
import { setCustomerLocation, useCustomerLocation } from '@/lib/customer-location';
import { returnFocusTo } from '@/lib/return-focus';
import { locateCustomer } from '../current-position';
import { AddressCombobox } from './address-combobox';
import './location.css';

export type LocationPickerDialogProps = {
  locked: boolean;
  onClose: () => void;
  /** The location may not change: show why (the blocked prompt). */
  onBlocked: () => void;
  /** 'Pin Exact Location': hand over to the map. */
  onPinOnMap: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
};

const NOT_LOCATED = 'We could not get your current location. Search for your city or pin it on the map instead.';
const OUTSIDE_PHILIPPINES =
  'Your current location is outside the Philippines. Search for a place in the Philippines instead.';

/** The 'Deliver to' picker (spec §2 Navbar): search, 'Use Current Location', or 'Pin Exact Location'. */
export default function LocationPickerDialog({
  locked,
  onClose,
  onBlocked,
  onPinOnMap,
  returnFocus,
}: LocationPickerDialogProps) {
  const current = useCustomerLocation();
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState('');
  const listOpen = useRef(false);
  const onListOpenChange = useCallback((open: boolean) => {
    listOpen.current = open;
  }, []);

  const choose = (place: Place) => {
    if (locked) return onBlocked();
    setCustomerLocation(place);
    onClose();
  };

  const locateHere = async () => {
    if (locked) return onBlocked();
    setLocating(true);
    setNote('');
    try {
      const place = await locateCustomer();
      if (place) choose(place);
      else setNote(OUTSIDE_PHILIPPINES);
    } catch (error) {
      console.warn('Use Current Location failed', error); // spec §8: geolocation failures are only logged
      setNote(NOT_LOCATED);
    } finally {
      setLocating(false);
    }
  };

  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay location-overlay" />
        <Dialog.Content
          className="location-dialog location-dialog--picker"
          aria-describedby={undefined}
          // The address field first: it is what most customers came for.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.querySelector('input')?.focus();
          }}
          // Escape closes the suggestion list first, the dialog only after.
          onEscapeKeyDown={(event) => listOpen.current && event.preventDefault()}
          onCloseAutoFocus={returnFocus ? returnFocusTo(() => returnFocus.current) : undefined}
        >
          <div className="location-dialog__head">
            <Dialog.Title className="location-dialog__title">Deliver to</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {current && (
            <p className="location-dialog__current">
              <PinIcon size={16} /> <span>{current.label}</span>
            </p>
          )}
          <AddressCombobox
            locked={locked}
            onLockedInteraction={onBlocked}
            onSelect={choose}
            onListOpenChange={onListOpenChange}
          />
          <div className="location-dialog__actions">
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void locateHere()}
              disabled={locating}
              aria-busy={locating || undefined}
            >
              <CrosshairIcon />
              {locating ? 'Locating…' : 'Use Current Location'}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => (locked ? onBlocked() : onPinOnMap())}>
              <PinIcon size={18} />
              Pin Exact Location
            </button>
          </div>
          <p className="location-dialog__note" role="status">
            {note}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const CrosshairIcon = () => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </svg>
);
