/**
 * A dialog's onCloseAutoFocus that sends focus to `target()`, or leaves it where it is when there is
 * none: Checkout closes these dialogs to reopen the Discount modal, which takes focus itself, and
 * Radix's default (back to the element focused before the dialog opened) would pull it out again.
 */
export function returnFocusOrStay(target: () => HTMLElement | null) {
  return (event: Event) => {
    event.preventDefault();
    const element = target();
    if (element?.isConnected) element.focus();
  };
}
