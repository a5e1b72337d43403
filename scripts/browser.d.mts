// Types of scripts/browser.mjs, for playwright.config.ts and the tests.

export const DEBIAN_CHROMIUM: string;
export const PLAYWRIGHT_INSTALL_TIMEOUT_MS: number;
export const INSTALL_HINT: string;
export const NO_BROWSER: string;

export class BrowserError extends Error {}

export type BrowserSource = 'CHROME_PATH' | "Debian's chromium" | "Playwright's Chromium";

export interface Browser {
  path: string;
  source: BrowserSource;
}

/** Where to look; the defaults are this machine's. */
export interface FindOptions {
  env?: Record<string, string | undefined>;
  debianPath?: string;
  /** Where Playwright's Chromium would be. */
  playwrightPath?: () => string | undefined;
  executable?: (file: string) => boolean;
}

export interface EnsureOptions extends FindOptions {
  log?: (message: string) => void;
  /** The text of /etc/os-release. */
  osRelease?: () => string;
  isRoot?: () => boolean;
  /** Each resolves to whether the install succeeded. */
  installDebian?: (context: { log: (message: string) => void }) => Promise<boolean>;
  installPlaywright?: (context: { log: (message: string) => void; timeoutMs: number }) => Promise<boolean>;
  timeoutMs?: number;
}

export function isExecutable(file: string): boolean;
export function playwrightChromium(): string | undefined;
export function isDebian(osRelease: string): boolean;
export function findBrowser(options?: FindOptions): Browser | null;
export function ensureBrowser(options?: EnsureOptions): Promise<Browser>;
