/**
 * Whether the customer's browser asks not to be tracked: Do Not Track ('1') or Global Privacy Control
 * (true). Either one means no analytics at all: nothing is loaded, nothing is sent.
 */
export function trackingRefused(nav: Navigator = navigator, win: Window = window): boolean {
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  // Older Safari and IE spelled it on window.
  const windowDnt = (win as Window & { doNotTrack?: string | null }).doNotTrack;
  return gpc === true || nav.doNotTrack === '1' || windowDnt === '1';
}
