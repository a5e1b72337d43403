/** Spec §9: the address autocomplete asks the server 300 ms after the customer stops typing. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

export type Debounced<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

/** Calls `fn` with the last arguments once `delayMs` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, delayMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
