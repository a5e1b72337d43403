/**
 * Colour arithmetic for merchant branding. A merchant picks a main colour and a button text colour;
 * the spec's defaults (#ff8a00 with #fff) give white-on-orange at 2.4:1, which fails WCAG AA. We keep
 * the merchant's hue and text colour and only shift the fill's lightness until text on it reaches
 * 4.5:1, and derive a darker "ink" of the main colour for brand-coloured text on white.
 */

export type Rgb = readonly [number, number, number];

export const AA_NORMAL_TEXT = 4.5;

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [Number.parseInt(h.slice(0, 2), 16), Number.parseInt(h.slice(2, 4), 16), Number.parseInt(h.slice(4, 6), 16)];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(rgb: Rgb): number {
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => from[i as 0] + (to[i as 0] - from[i as 0]) * amount) as unknown as Rgb;
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * `background` moved towards black (for light text) or white (for dark text) just far enough that
 * `foreground` on it reaches `ratio`. Unchanged when it already does.
 */
export function readableBackground(background: string, foreground: string, ratio = AA_NORMAL_TEXT): string {
  const bg = parseHex(background);
  const fg = parseHex(foreground);
  if (!bg || !fg) return background;
  const target = luminance(fg) > 0.18 ? BLACK : WHITE;
  for (let step = 0; step <= 100; step += 2) {
    const candidate = mix(bg, target, step / 100);
    if (contrastRatio(candidate, fg) >= ratio) return toHex(candidate);
  }
  return toHex(target);
}

/** The colour itself when readable as text on `surface`, else the nearest darker (or lighter) shade that is. */
export function readableInk(color: string, surface = '#ffffff', ratio = AA_NORMAL_TEXT): string {
  return readableBackground(color, surface, ratio);
}
