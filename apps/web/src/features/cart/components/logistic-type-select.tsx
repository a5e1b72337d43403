import { LOGISTIC_TYPE_LABELS, type LogisticType } from '@storefront/domain/logistic-types';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { CheckIcon, ChevronDownIcon } from '@/components/icons';

/** Typed letters within this long of each other make one search ('sc' for Scheduled…). */
const TYPEAHEAD_MS = 500;

export type LogisticTypeSelectProps = {
  /** The branch's enabled types, in the order they are offered. */
  types: readonly LogisticType[];
  value: LogisticType;
  /** While the chosen type is being saved: announced, and the control stays usable and focused. */
  busy: boolean;
  onChoose: (type: LogisticType) => void;
};

/**
 * The 'Logistic Type' control (spec §2): an ARIA 1.2 select-only combobox with a listbox popup, as the
 * WAI-ARIA Authoring Practices describe it. ↓, ↑, Enter and Space open it on the current type; ↑/↓,
 * Home and End move; Enter or Space (or a tap) picks; Escape closes; typed letters jump to a type. The
 * focus never leaves the combobox: options are pointed at with aria-activedescendant, and a tap on one
 * keeps the focus where it was. Our own, not a library's: it is on Cart's and Checkout's first screen,
 * and downshift was 11 KB gzip of their first load (issue 28).
 *
 * Leaving the control (Tab, or a click elsewhere) only closes the list: picking a type saves it or opens
 * the schedule modal, so that must come from Enter, Space or a tap, never from moving on.
 */
export function LogisticTypeSelect({ types, value, busy, onChoose }: LogisticTypeSelectProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const comboboxRef = useRef<HTMLDivElement>(null);
  // The highlighted option while the list is open; null while it is closed.
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const isOpen = highlighted !== null;
  const current = Math.max(0, types.indexOf(value));

  const open = (index = current) => setHighlighted(index);
  const close = () => setHighlighted(null);
  const pick = (index: number) => {
    close();
    const type = types[index];
    if (type && type !== value) onChoose(type);
  };
  const clamp = (index: number) => Math.min(types.length - 1, Math.max(0, index));

  /** The first type from the one after `from` whose label starts with what was typed. */
  function typeahead(key: string, from: number) {
    const now = Date.now();
    const text = (now - typed.current.at < TYPEAHEAD_MS ? typed.current.text : '') + key.toLowerCase();
    typed.current = { text, at: now };
    // One letter pressed again and again goes through the types of that letter; a new search starts
    // past the highlighted type, a longer one ('sc') at it.
    const search = [...text].every((c) => c === text[0]) ? key.toLowerCase() : text;
    const start = search.length === 1 ? from + 1 : from;
    for (let step = 0; step < types.length; step++) {
      const index = (start + step) % types.length;
      const type = types[index];
      if (type && LOGISTIC_TYPE_LABELS[type].toLowerCase().startsWith(search)) return index;
    }
    return null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const { key } = event;
    const at = highlighted ?? current;
    if (key.length === 1 && key !== ' ' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const found = typeahead(key, at);
      if (found !== null) open(found);
      return;
    }
    const keys: Record<string, () => void> = isOpen
      ? {
          ArrowDown: () => open(clamp(at + 1)),
          ArrowUp: () => open(clamp(at - 1)),
          Home: () => open(0),
          End: () => open(types.length - 1),
          Enter: () => pick(at),
          ' ': () => pick(at),
          Escape: close,
        }
      : {
          ArrowDown: open,
          ArrowUp: open,
          Enter: open,
          ' ': open,
          Home: () => open(0),
          End: () => open(types.length - 1),
        };
    const action = keys[key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <div className="logistic-select">
      {/* A label's click focuses only a labelable element: the combobox is a div, so it is focused here. */}
      {/* biome-ignore lint/a11y/noLabelWithoutControl: it names the combobox through aria-labelledby */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the combobox itself; the click is a tap's shortcut */}
      <label id={labelId} className="fulfilment__label" onClick={() => comboboxRef.current?.focus()}>
        Logistic Type
      </label>
      <div
        ref={comboboxRef}
        role="combobox"
        tabIndex={0}
        className="logistic-select__button"
        aria-labelledby={labelId}
        aria-controls={listId}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-activedescendant={highlighted !== null ? optionId(highlighted) : undefined}
        // Not disabled while the change is sent: a disabled control loses the focus, and a keyboard
        // user was thrown to the top of the page (issue 26).
        aria-busy={busy || undefined}
        onClick={() => (isOpen ? close() : open())}
        onKeyDown={onKeyDown}
        onBlur={close}
      >
        <span className="logistic-select__value">{LOGISTIC_TYPE_LABELS[value]}</span>
        <ChevronDownIcon className="logistic-select__chevron" size={18} />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="logistic-select__list"
        hidden={!isOpen}
        // The focus stays on the combobox: a tap in the list would otherwise blur it, closing the list first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {isOpen &&
          types.map((type, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox holds the focus and takes the keys (above)
            // biome-ignore lint/a11y/useFocusableInteractive: options are pointed at with aria-activedescendant, never focused
            <div
              key={type}
              id={optionId(index)}
              role="option"
              aria-selected={type === value}
              className={`logistic-select__option${index === highlighted ? ' logistic-select__option--highlighted' : ''}`}
              onMouseMove={() => index !== highlighted && setHighlighted(index)}
              onClick={() => pick(index)}
            >
              <span>{LOGISTIC_TYPE_LABELS[type]}</span>
              {type === value && <CheckIcon className="logistic-select__check" />}
            </div>
          ))}
      </div>
    </div>
  );
}
