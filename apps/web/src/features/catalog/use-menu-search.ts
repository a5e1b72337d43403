import { useEffect, useState } from 'react';

/** How long typing must pause before the menu is searched: the navbar's address search waits as long. */
export const MENU_SEARCH_DEBOUNCE_MS = 300;

/**
 * The store menu's search: `text` as typed, `query` what is searched (trimmed, once typing has paused).
 * `clear` empties both at once: Escape and the clear button must not wait for the debounce.
 */
export function useMenuSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), MENU_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);
  const clear = () => {
    setText('');
    setQuery('');
  };
  return { text, setText, query, clear };
}
