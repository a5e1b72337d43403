/**
 * The little XML Paynamics speaks (its payment request, its notification, its SOAP query): escaping our
 * values into elements, and reading one element's text out of an answer by its path. Paynamics' documents
 * are small and flat, so a reader of element text is all we need — and it never expands DTDs or
 * entities beyond the five predefined ones and character references, so a hostile document cannot
 * make it fetch or blow up anything.
 */

export const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function unescapeXml(s: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(s);
  if (cdata) return cdata[1] as string;
  return s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_m, e: string) => {
    if (e[0] !== '#') return NAMED[e.toLowerCase()] as string;
    const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** A document with a DTD is never one of Paynamics' answers: refused rather than read. */
export const hasDtd = (xml: string) => /<!DOCTYPE|<!ENTITY/i.test(xml);

/**
 * The text of the element at `path` (local names; namespace prefixes and attributes ignored), or
 * undefined when it is missing. An empty element (`<a/>` or `<a></a>`) reads as ''.
 */
export function xmlText(xml: string, path: readonly string[]): string | undefined {
  if (hasDtd(xml)) return undefined;
  let scope = xml;
  for (const name of path) {
    const tag = `(?:[A-Za-z_][\\w.-]*:)?${name}`;
    const open = new RegExp(`<${tag}(?:\\s[^>]*)?(/?)>`).exec(scope);
    if (!open) return undefined;
    if (open[1] === '/') {
      scope = '';
      continue;
    }
    const rest = scope.slice(open.index + open[0].length);
    const close = new RegExp(`</${tag}\\s*>`).exec(rest);
    if (!close) return undefined;
    scope = rest.slice(0, close.index);
  }
  return unescapeXml(scope.trim());
}
