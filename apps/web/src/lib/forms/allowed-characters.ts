import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';

/** Digits only: PINs, one-time codes, ZIP codes. */
export const DIGITS = /\d/;
/** What a mobile number may be typed with: digits, the leading +, and the spaces and dashes people use. */
export const MOBILE_CHARACTERS = /[\d+\s-]/;

type Handlers = {
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  onChange?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
};

/** A test for one character against `pattern` (a one-character class such as /\d/). */
function oneCharacter(pattern: RegExp): (c: string) => boolean {
  const whole = new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, ''));
  return (c) => whole.test(c);
}

/** `text` without the characters `pattern` refuses. */
export function keepAllowed(text: string, pattern: RegExp): string {
  const ok = oneCharacter(pattern);
  return Array.from(text).filter(ok).join('');
}

/**
 * Input handlers that refuse characters not matching `pattern` (e.g. /\d/ for a PIN): a refused
 * keypress or typed character never reaches the field, and whatever arrives another way (paste,
 * autofill, a phone keyboard that reports no key) is filtered before the form sees it. Shortcuts
 * (Ctrl/⌘/Alt) and keys that name no character (Backspace, arrows, Tab) pass.
 */
export function allowedCharacters(pattern: RegExp, handlers: Handlers = {}) {
  const ok = oneCharacter(pattern);
  return {
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      handlers.onKeyDown?.(event);
      const { key, ctrlKey, metaKey, altKey } = event;
      if (key.length === 1 && !ctrlKey && !metaKey && !altKey && !ok(key)) event.preventDefault();
    },
    onBeforeInput(event: FormEvent<HTMLInputElement>) {
      const data = (event as unknown as { data?: string | null }).data ?? (event.nativeEvent as InputEvent).data;
      if (data && keepAllowed(data, pattern) === '') event.preventDefault();
    },
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const input = event.currentTarget;
      const kept = keepAllowed(input.value, pattern);
      if (kept !== input.value) input.value = kept;
      handlers.onChange?.(event);
    },
  };
}
