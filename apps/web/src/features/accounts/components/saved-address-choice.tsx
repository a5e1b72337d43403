import { type SavedAddress, useAddresses } from '../api/addresses';
import './addresses.css';

/** An address as one line: its name, its details and the place. */
export const addressLine = (address: Pick<SavedAddress, 'name' | 'notes' | 'label'>) =>
  [address.notes, address.label].filter(Boolean).join(', ');

/**
 * Checkout's 'Saved addresses' for a signed-in customer (ADR 0031): one button per address of their
 * book, last used first; choosing one makes it the delivery address. Nothing shows while the book is
 * empty or loading.
 */
export function SavedAddressChoice({
  chosen,
  onChoose,
}: {
  /** The address the checkout holds now, to mark the saved one that matches it. */
  chosen: { label: string; notes: string } | null;
  onChoose: (address: SavedAddress) => void;
}) {
  const addresses = useAddresses();
  if (!addresses.data?.length) return null;
  return (
    <fieldset className="saved-addresses">
      <legend className="saved-addresses__legend">Saved addresses</legend>
      <ul className="saved-addresses__list">
        {addresses.data.map((address) => {
          const isChosen = chosen?.label === address.label && chosen.notes.trim() === address.notes;
          return (
            <li key={address.uuid}>
              <button
                type="button"
                className="saved-addresses__option"
                aria-pressed={isChosen}
                onClick={() => onChoose(address)}
              >
                {address.name && <span className="saved-addresses__name">{address.name}</span>}
                <span className="saved-addresses__line">{addressLine(address)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
