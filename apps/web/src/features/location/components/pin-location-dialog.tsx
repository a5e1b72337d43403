import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '@/components/icons';
import { setCustomerLocation, useCustomerLocation } from '@/lib/customer-location';
import { returnFocusTo } from '@/lib/return-focus';
import { reverseGeocode } from '../api/reverse-geocode';
import { formatLatLng, initialMapView, type LatLng, type MapTiles } from '../map-view';
import type { PinMap } from './pin-map';
import './location.css';

export type PinLocationDialogProps = {
  tiles: MapTiles | null;
  locked: boolean;
  onBlocked: () => void;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
};

/** When the pinned spot has no name the geocoder knows (it failed): the coordinates still count. */
export const PINNED_LOCATION_LABEL = 'Pinned Location';
const OUTSIDE_PHILIPPINES = 'That spot is outside the Philippines. Move the pin to where you want your order.';

/**
 * 'Pin Exact Location' (spec §2 Navbar): a map with a draggable pin, and 'Find Store', which makes the
 * pin's spot the customer's location, named by the reverse look-up.
 */
export default function PinLocationDialog({ tiles, locked, onBlocked, onClose, returnFocus }: PinLocationDialogProps) {
  const location = useCustomerLocation();
  const [view] = useState(() => initialMapView(location));
  const [pin, setPin] = useState<LatLng>(view.center);
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [finding, setFinding] = useState(false);
  const [note, setNote] = useState('');
  const container = useRef<HTMLDivElement | null>(null);
  const hintId = useId();

  useEffect(() => {
    let map: PinMap | undefined;
    let gone = false;
    import('./pin-map').then(
      ({ createPinMap }) => {
        if (gone || !container.current) return;
        map = createPinMap(container.current, {
          ...view,
          tiles,
          pinDescriptionId: hintId,
          onMove: (next) => {
            setPin(next);
            setNote('');
          },
        });
        setMapState('ready');
        // The dialog may still be settling its size when the map measures it.
        requestAnimationFrame(() => map?.invalidateSize());
      },
      (error: unknown) => {
        console.error('The map could not load', error);
        if (!gone) setMapState('failed');
      },
    );
    return () => {
      gone = true;
      map?.destroy();
    };
  }, [view, tiles, hintId]);

  const findStore = async () => {
    if (locked) return onBlocked();
    setFinding(true);
    setNote('');
    try {
      const place = await reverseGeocode(pin);
      if (!place) return setNote(OUTSIDE_PHILIPPINES);
      // The pin is where the order goes; the place only names it.
      setCustomerLocation({ label: place.label, lat: pin.lat, lng: pin.lng });
      onClose();
    } catch (error) {
      // Unnamed, the spot still lists the branches near it.
      console.warn('Could not name the pinned location', error);
      setCustomerLocation({ label: PINNED_LOCATION_LABEL, ...pin });
      onClose();
    } finally {
      setFinding(false);
    }
  };

  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay location-overlay" />
        <Dialog.Content
          className="location-dialog location-dialog--map"
          aria-describedby={hintId}
          onCloseAutoFocus={returnFocus ? returnFocusTo(() => returnFocus.current) : undefined}
        >
          <div className="location-dialog__head">
            <Dialog.Title className="location-dialog__title">Pin Exact Location</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <p id={hintId} className="location-dialog__hint">
            Drag the pin to your address, or tap the map. With a keyboard, focus the pin and use the arrow keys.
          </p>
          <div className="pin-map">
            {/* Leaflet owns this element's children; React renders nothing inside it. */}
            <div className="pin-map__canvas" ref={container} />
            {mapState === 'loading' && <p className="pin-map__message">Loading map…</p>}
            {mapState === 'failed' && <p className="pin-map__message">The map could not load.</p>}
          </div>
          <p className="location-dialog__coordinates" aria-live="polite">
            Pin at <span className="location-dialog__latlng">{formatLatLng(pin)}</span>
          </p>
          <p className="location-dialog__note" role="status">
            {note}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => void findStore()}
            disabled={finding}
            aria-busy={finding || undefined}
          >
            {finding ? 'Finding…' : 'Find Store'}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
