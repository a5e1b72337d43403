import { useEffect } from 'react';

// The server puts the merchant's title in <title>; screens prepend their own name to it.
const baseTitle = typeof document === 'undefined' ? '' : document.title;

export function useDocumentTitle(title: string | null | undefined, merchantTitle?: string): void {
  useEffect(() => {
    const base = merchantTitle || baseTitle;
    // 'Page not found' on a page whose base title is already 'Page not found' is said once.
    document.title = title && base && base !== title ? `${title} | ${base}` : title || base;
  }, [title, merchantTitle]);
}
