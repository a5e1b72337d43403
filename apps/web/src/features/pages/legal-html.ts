/**
 * The merchant's legal HTML under the page's own h1. Merchants' files often open with the page's title
 * as a heading of their own ('<h2>Terms of Use</h2>'), which under the h1 'Terms of Use' reads the title
 * twice: that first heading is dropped when its text is the title (case and spaces aside). Any other
 * opening heading ('Frequently Asked Questions' under 'FAQ') is the merchant's and stays.
 */

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** The sanitised `html` without an opening heading that repeats `title`; the same string otherwise. */
export function withoutRepeatedTitle(html: string, title: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  // The first thing a reader meets: blank text and comments are not content.
  const first = Array.from(template.content.childNodes).find(
    (node) => node.nodeType !== Node.COMMENT_NODE && (node.nodeType !== Node.TEXT_NODE || node.textContent?.trim()),
  );
  if (!first || first.nodeType !== Node.ELEMENT_NODE || !/^H[1-6]$/.test((first as Element).tagName)) return html;
  if (normalised(first.textContent ?? '') !== normalised(title)) return html;
  first.remove();
  return template.innerHTML.trimStart();
}
