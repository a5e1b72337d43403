/**
 * Merchant colours. The server injects `<style id="merchant-theme">` with --main-color and
 * --button-text-color before the first paint; CSS falls back to the spec's #ff8a00 / #fff. Here we
 * derive contrast-safe variants (--brand-fill for buttons, --brand-ink for brand-coloured text on
 * white) before React renders, so nothing paints in the wrong colour. Without a bootstrap (Vite dev
 * server) we also write the base variables once the design is fetched.
 */
import { setNonce } from 'get-nonce';
import { readableBackground, readableInk } from '@/lib/color';

export const DEFAULT_MAIN_COLOR = '#ff8a00';
export const DEFAULT_BUTTON_TEXT_COLOR = '#fff';
const THEME_STYLE_ID = 'merchant-theme';

let applied = false;

export function applyBrandColours(colours: { main_color: string; button_text_color: string } | null): void {
  const main = colours?.main_color || DEFAULT_MAIN_COLOR;
  const text = colours?.button_text_color || DEFAULT_BUTTON_TEXT_COLOR;
  const root = document.documentElement.style;
  if (colours && !document.getElementById(THEME_STYLE_ID)) {
    root.setProperty('--main-color', main);
    root.setProperty('--button-text-color', text);
  }
  root.setProperty('--brand-fill', readableBackground(main, text));
  root.setProperty('--brand-ink', readableInk(main));
  applied = colours !== null;
}

export const themeApplied = () => applied;

/**
 * The page's Content-Security-Policy admits inline styles only with the response's nonce, which the
 * server put on the merchant-theme element. The dialogs' scroll lock (react-remove-scroll, under Radix
 * Dialog) injects a <style> of its own: it takes the nonce from get-nonce.
 */
export function shareStyleNonce(): void {
  const nonce = document.getElementById(THEME_STYLE_ID)?.nonce;
  if (nonce) setNonce(nonce);
}

/** Without a bootstrap, the title and favicon are ours to set. */
export function applyHead(title: string, favicon: string | null): void {
  if (title && !document.title) document.title = title;
  if (favicon && !document.querySelector('link[rel="icon"]')) {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = favicon;
    document.head.append(link);
  }
}
