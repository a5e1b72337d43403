/**
 * A short confirmation ("Added to cart: …") that shows for a few seconds and goes by itself. Any
 * screen calls showToast; the layout mounts the one ToastRegion. The region is always in the page,
 * so screen readers hear each message (a live region must exist before its text changes), and it is
 * polite: it never takes focus nor interrupts. It carries aria-live itself so that an open dialog's
 * aria-hidden on the rest of the page (Radix, via aria-hidden's hideOthers) leaves it audible.
 */
import { useEffect, useSyncExternalStore } from 'react';
import './toast.css';

/** Long enough to read one short line; nothing in it is to be acted on, so it need not stay. */
export const TOAST_MS = 4000;

type Toast = { id: number; message: string };

let current: Toast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows `message`, replacing the one on screen (the same text again is announced again). */
export function showToast(message: string) {
  current = { id: ++lastId, message };
  notify();
}

function dismiss(id: number) {
  if (current?.id !== id) return;
  current = null;
  notify();
}

export function ToastRegion() {
  const toast = useSyncExternalStore(subscribe, () => current);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  // A message left when the region goes (a full-screen route) is not shown again on its return.
  useEffect(
    () => () => {
      current = null;
    },
    [],
  );
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        // A new key per message: a new node, so the same text twice is read twice.
        <p key={toast.id} className="toast">
          <CheckMark />
          <span className="toast__text">{toast.message}</span>
        </p>
      )}
    </div>
  );
}

const CheckMark = () => (
  <svg className="toast__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
  </svg>
);
