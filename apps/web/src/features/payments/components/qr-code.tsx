/**
 * A QR Ph code drawn as SVG (uqr). Loaded lazily by the waiting step, so the QR encoder is only in the
 * chunk of the screen that shows a code. The drawing is one image to assistive technology, named by
 * `label`; uqr's markup is only rects and a path built from the code's modules, never the text itself.
 */
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

export default function QrCode({ value, label }: { value: string; label: string }) {
  const svg = useMemo(() => renderSVG(value, { border: 4 }), [value]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's own SVG, generated from the code's modules
  return <div className="payment-qr__code" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
