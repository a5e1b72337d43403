import { useEffect, useMemo, useState } from 'react';
import { debounce } from './debounce';

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const update = useMemo(() => debounce((next: T) => setSettled(() => next), delayMs), [delayMs]);
  useEffect(() => {
    update(value);
  }, [update, value]);
  useEffect(() => () => update.cancel(), [update]);
  return settled;
}
