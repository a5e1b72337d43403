import { vi } from 'vitest';

/** The window as wide as a phone (the mobile layout's media queries match) or not. */
export const windowIsMobile = (mobile: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: mobile && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
