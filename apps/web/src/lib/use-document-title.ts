import { useEffect } from 'react';

/**
 * The merchant's title, which the server names in application-name. Not the first <title>: on a store or
 * a product link the server names that page there (ADR 0033), and screens put their own name before the
 * merchant's title, not before the page the customer landed on.
 */
function merchantTitleOf(doc: Document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || doc.title;
}

const baseTitle = typeof document === 'undefined' ? '' : merchantTitleOf(document);

export function useDocumentTitle(title: string | null | undefined, merchantTitle?: string): void {
  useEffect(() => {
    const base = merchantTitle || baseTitle;
    // 'Page not found' on a page whose base title is already 'Page not found' is said once.
    document.title = title && base && base !== title ? `${title} | ${base}` : title || base;
  }, [title, merchantTitle]);
}
