/**
 * Radix returns focus to a Dialog.Trigger when a dialog closes. Ours open without one (a route
 * change opens the product modal, a navbar button the sidebar), so each says where focus goes back:
 * a handler for Dialog.Content's onCloseAutoFocus.
 */
export function returnFocusTo(target: () => HTMLElement | null | undefined) {
  return (event: Event) => {
    const element = target();
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}

/** The element that had focus when a dialog started to open: read it before the dialog moves focus. */
export function focusedElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
}
