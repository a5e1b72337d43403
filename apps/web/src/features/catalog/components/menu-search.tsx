import { type RefObject, useId } from 'react';
import { CloseIcon } from '@/components/icons';
import './catalog.css';

/**
 * ProductsBody's longest search (contracts/store.ts; the server refuses longer ones). A number here, not
 * read from the schema: that would ship zod to the store page. The component test holds them equal.
 */
export const MAX_MENU_SEARCH = 100;

/** The store menu's search field: labelled, Escape (or the clear button) empties it; `onClear` keeps the focus. */
export function MenuSearch({
  text,
  onTextChange,
  onClear,
  label,
  inputRef,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onClear: () => void;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  return (
    <search className="menu-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg
        className="menu-search__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className="menu-search__input"
        placeholder={label}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_MENU_SEARCH}
        value={text}
        onChange={(e) => onTextChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !text) return;
          // Escape empties the field; with nothing to clear it is left to whatever is around (a modal).
          e.preventDefault();
          e.stopPropagation();
          onClear();
        }}
      />
      {text && (
        <button type="button" className="menu-search__clear" aria-label="Clear search" onClick={onClear}>
          <CloseIcon size={18} />
        </button>
      )}
    </search>
  );
}
