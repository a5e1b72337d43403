import { FIELD_LIMITS } from '@storefront/contracts/limits';
import type { Place } from '@storefront/contracts/location';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { MIN_QUERY_LENGTH, useAddressSearch } from '../api/search-addresses';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../debounce';
import { useDebouncedValue } from '../use-debounced-value';

export type AddressComboboxProps = {
  onSelect: (place: Place) => void;
  /** While the location may not change: the field is disabled, and touching it says why. */
  locked: boolean;
  onLockedInteraction: () => void;
  /** Lets the dialog around leave Escape to the open suggestion list. */
  onListOpenChange?: (open: boolean) => void;
};

/**
 * The address field with suggestions from the Philippines (spec §2, §5): an ARIA 1.2 combobox
 * with a listbox popup. Typing asks the server 300 ms after the last key; ↑/↓ move through the
 * suggestions, Enter picks one, Escape closes the list.
 */
export function AddressCombobox({ onSelect, locked, onLockedInteraction, onListOpenChange }: AddressComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const query = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const search = useAddressSearch(query);

  const searching = query.length >= MIN_QUERY_LENGTH;
  const places = searching && !search.isError ? (search.data ?? []) : [];
  const listOpen = !dismissed && text.trim().length >= MIN_QUERY_LENGTH && places.length > 0;
  // Fewer suggestions may have arrived since the highlight moved.
  const active = highlighted < places.length ? highlighted : -1;

  useEffect(() => onListOpenChange?.(listOpen), [listOpen, onListOpenChange]);

  const status = !searching
    ? ''
    : search.isError
      ? errorMessage(search.error)
      : search.isPending || (search.isPlaceholderData && search.isFetching)
        ? 'Searching…'
        : places.length === 0
          ? `No places found for “${query}”.`
          : `${places.length} ${places.length === 1 ? 'place' : 'places'} found.`;

  const choose = (place: Place) => {
    setText(place.label);
    setDismissed(true);
    onSelect(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (locked) {
      if (event.key !== 'Tab' && event.key !== 'Escape') {
        event.preventDefault();
        onLockedInteraction();
      }
      return;
    }
    const count = places.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        setDismissed(false);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From nothing highlighted, ↓ goes to the first and ↑ to the last.
        setHighlighted(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
        return;
      }
      case 'Enter': {
        const place = listOpen ? places[active] : undefined;
        if (place) {
          event.preventDefault();
          choose(place);
        }
        return;
      }
      case 'Escape':
        if (listOpen) {
          event.preventDefault();
          setDismissed(true);
          setHighlighted(-1);
        }
        return;
    }
  };

  return (
    <div className="address-combobox">
      <label className="address-combobox__label" htmlFor={inputId}>
        Search for your city or area
      </label>
      <input
        id={inputId}
        className="address-combobox__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listboxId}
        aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
        aria-disabled={locked || undefined}
        aria-describedby={`${id}-status`}
        // Read-only rather than disabled while locked, so a tap can still say why (spec §4).
        readOnly={locked}
        placeholder="e.g. Makati City"
        autoComplete="off"
        spellCheck={false}
        maxLength={FIELD_LIMITS.addressQuery}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setDismissed(false);
          setHighlighted(-1); // new suggestions come: nothing is highlighted until the customer moves
        }}
        onClick={() => (locked ? onLockedInteraction() : setDismissed(false))}
        onKeyDown={onKeyDown}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggested places"
        className="address-combobox__list"
        hidden={!listOpen}
      >
        {listOpen &&
          places.map((place, index) => (
            // The combobox pattern: options are never focused (the field keeps focus and points at the
            // highlighted one with aria-activedescendant), and the field's own keys choose them.
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={`${place.label}-${place.lat}-${place.lng}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="address-combobox__option"
              // Keep focus in the field while the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setHighlighted(index)}
              onClick={() => choose(place)}
            >
              {place.label}
            </div>
          ))}
      </div>
      <p id={`${id}-status`} className="address-combobox__status" role="status">
        {status}
      </p>
    </div>
  );
}
