import { FIELD_LIMITS } from '@storefront/contracts/limits';
import type { Place } from '@storefront/contracts/location';
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { useEffect, useId, useState } from 'react';
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

const { InputClick, InputBlur } = useCombobox.stateChangeTypes;

/**
 * The address field with suggestions from the Philippines (spec §2, §5): an ARIA 1.2 combobox with a
 * listbox popup, from downshift's `useCombobox`, which owns the keys (↑/↓ move through the
 * suggestions, Enter picks one, Escape closes the list), the highlight and the ARIA wiring. Typing asks
 * the server 300 ms after the last key.
 */
export function AddressCombobox({ onSelect, locked, onLockedInteraction, onListOpenChange }: AddressComboboxProps) {
  const statusId = useId();
  // What is in the field, for the search. Downshift owns the field itself: controlling its value (or
  // open state, or highlight) lags a render behind — its onChange callbacks run in an effect, after
  // the paint on Preact — so fast typing lost characters.
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const search = useAddressSearch(query);

  const searching = query.length >= MIN_QUERY_LENGTH;
  const places = searching && !search.isError ? (search.data ?? []) : [];

  const stateReducer = (
    state: UseComboboxState<Place>,
    { type, changes }: UseComboboxStateChangeOptions<Place>,
  ): Partial<UseComboboxState<Place>> => {
    if (locked) return state; // nothing the customer does changes the field while locked
    // A click in the field (to move the caret) opens the list but never closes it.
    if (type === InputClick) return state.isOpen ? state : changes;
    // Leaving the field only closes the list: picking here sets the location and closes the dialog,
    // which Tab to 'Use Current Location' should not do.
    if (type === InputBlur) return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    return changes;
  };

  const { isOpen, highlightedIndex, setHighlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<Place>({
      items: places,
      itemToString: (place) => place?.label ?? '',
      onInputValueChange: ({ inputValue }) => setText(inputValue),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onSelect(selectedItem);
      },
      stateReducer,
    });
  // Downshift opens the list on the first key; it shows once there are suggestions for what is typed.
  const listOpen = isOpen && !locked && text.trim().length >= MIN_QUERY_LENGTH && places.length > 0;

  // Fewer suggestions may have arrived since the highlight moved.
  useEffect(() => {
    if (highlightedIndex >= places.length) setHighlightedIndex(-1);
  }, [highlightedIndex, places.length, setHighlightedIndex]);

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

  const label = getLabelProps(); // spelled out below, so that lint sees the label's field
  return (
    <div className="address-combobox">
      <label id={label.id} htmlFor={label.htmlFor} className="address-combobox__label">
        Search for your city or area
      </label>
      <input
        {...getInputProps({
          className: 'address-combobox__input',
          type: 'text',
          'aria-expanded': listOpen, // not downshift's isOpen, true before there is anything to show
          'aria-disabled': locked || undefined,
          'aria-describedby': statusId,
          // Read-only rather than disabled while locked, so a tap can still say why (spec §4).
          readOnly: locked,
          placeholder: 'e.g. Makati City',
          spellCheck: false,
          maxLength: FIELD_LIMITS.addressQuery,
          onKeyDown: (event) => {
            if (locked && event.key !== 'Tab' && event.key !== 'Escape') {
              event.preventDefault();
              onLockedInteraction();
            }
          },
          onClick: () => {
            if (locked) onLockedInteraction();
          },
        })}
      />
      <div
        {...getMenuProps({
          'aria-label': 'Suggested places',
          className: 'address-combobox__list',
          hidden: !listOpen,
        })}
      >
        {listOpen &&
          places.map((place, index) => (
            <div
              key={`${place.label}-${place.lat}-${place.lng}`}
              {...getItemProps({
                item: place,
                index,
                className: `address-combobox__option${index === highlightedIndex ? ' address-combobox__option--highlighted' : ''}`,
              })}
            >
              {place.label}
            </div>
          ))}
      </div>
      <p id={statusId} className="address-combobox__status" role="status">
        {status}
      </p>
    </div>
  );
}
