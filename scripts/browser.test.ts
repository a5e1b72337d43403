import { describe, expect, it } from 'vitest';
import { BrowserError, type EnsureOptions, ensureBrowser, findBrowser, isDebian, NO_BROWSER } from './browser.mjs';

const DEBIAN = '/usr/bin/chromium';
const PLAYWRIGHT = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const CUSTOM = '/opt/chrome/chrome';

/** A machine whose executable files are `files` (installs add to it). */
function machine(files: string[], env: Record<string, string | undefined> = {}) {
  const present = new Set(files);
  return {
    present,
    where: {
      env,
      debianPath: DEBIAN,
      playwrightPath: () => PLAYWRIGHT,
      executable: (file: string) => present.has(file),
    },
  };
}

describe('findBrowser', () => {
  it('takes CHROME_PATH first, then Debian’s chromium, then Playwright’s', () => {
    const everything = [CUSTOM, DEBIAN, PLAYWRIGHT];
    expect(findBrowser(machine(everything, { CHROME_PATH: CUSTOM }).where)).toEqual({
      path: CUSTOM,
      source: 'CHROME_PATH',
    });
    expect(findBrowser(machine(everything).where)).toEqual({ path: DEBIAN, source: "Debian's chromium" });
    expect(findBrowser(machine([PLAYWRIGHT]).where)).toEqual({ path: PLAYWRIGHT, source: "Playwright's Chromium" });
  });

  it('finds nothing when none is there, or Playwright does not know where its Chromium goes', () => {
    expect(findBrowser(machine([]).where)).toBeNull();
    expect(findBrowser({ ...machine([]).where, playwrightPath: () => undefined })).toBeNull();
  });

  it('treats an empty CHROME_PATH as unset', () => {
    expect(findBrowser(machine([DEBIAN], { CHROME_PATH: '' }).where)?.path).toBe(DEBIAN);
  });

  it('refuses a CHROME_PATH that is not there rather than looking elsewhere', () => {
    expect(() => findBrowser(machine([DEBIAN], { CHROME_PATH: '/nowhere/chrome' }).where)).toThrow(
      /CHROME_PATH is \/nowhere\/chrome/,
    );
  });
});

describe('isDebian', () => {
  it('is Debian and its derivatives, not Ubuntu nor those derived from it', () => {
    expect(isDebian('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nVERSION_ID="12"\nID=debian\n')).toBe(true);
    expect(isDebian('ID=kali\nID_LIKE=debian\n')).toBe(true);
    expect(isDebian('ID=ubuntu\nID_LIKE=debian\nVERSION_ID="24.04"\n')).toBe(false);
    expect(isDebian('ID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe(false);
    expect(isDebian('ID="fedora"\n')).toBe(false);
    expect(isDebian('')).toBe(false);
  });
});

describe('ensureBrowser', () => {
  const debianOs = () => 'ID=debian\n';

  function setUp(files: string[], options: Partial<EnsureOptions> & { aptWorks?: boolean; downloadWorks?: boolean }) {
    const { present, where } = machine(files);
    const calls: string[] = [];
    const ensure = () =>
      ensureBrowser({
        ...where,
        log: () => {},
        osRelease: debianOs,
        isRoot: () => true,
        installDebian: async () => {
          calls.push('apt-get');
          if (options.aptWorks) present.add(DEBIAN);
          return Boolean(options.aptWorks);
        },
        installPlaywright: async ({ timeoutMs }) => {
          calls.push(`playwright ${timeoutMs}`);
          if (options.downloadWorks) present.add(PLAYWRIGHT);
          return Boolean(options.downloadWorks);
        },
        timeoutMs: 120_000,
        ...options,
      });
    return { ensure, calls };
  }

  it('installs nothing when a browser is there', async () => {
    const { ensure, calls } = setUp([PLAYWRIGHT], {});
    expect(await ensure()).toEqual({ path: PLAYWRIGHT, source: "Playwright's Chromium" });
    expect(calls).toEqual([]);
  });

  it('installs Debian’s chromium on Debian as root', async () => {
    const { ensure, calls } = setUp([], { aptWorks: true, downloadWorks: true });
    expect(await ensure()).toEqual({ path: DEBIAN, source: "Debian's chromium" });
    expect(calls).toEqual(['apt-get']);
  });

  it('downloads Playwright’s Chromium when apt-get fails, and elsewhere than Debian as root', async () => {
    for (const options of [
      { aptWorks: false },
      { isRoot: () => false },
      { osRelease: () => 'ID=ubuntu\nID_LIKE=debian\n' },
      { osRelease: () => 'ID=fedora\n' },
    ]) {
      const { ensure, calls } = setUp([], { downloadWorks: true, ...options });
      expect(await ensure()).toEqual({ path: PLAYWRIGHT, source: "Playwright's Chromium" });
      expect(calls.at(-1)).toBe('playwright 120000');
    }
  });

  it('stops with one message saying what to install when neither works', async () => {
    const { ensure, calls } = setUp([], {});
    await expect(ensure()).rejects.toThrow(BrowserError);
    await expect(ensure()).rejects.toThrow(NO_BROWSER);
    expect(calls.slice(0, 2)).toEqual(['apt-get', 'playwright 120000']);
  });

  it('does not trust an install that reports success but leaves no browser', async () => {
    const { ensure } = setUp([], {
      installDebian: async () => true,
      installPlaywright: async () => true,
    });
    await expect(ensure()).rejects.toThrow(NO_BROWSER);
  });
});
