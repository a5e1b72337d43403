/** On first start (no merchant yet), load every `<dir>/<name>/merchant.json` so the product can be shown at once. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { unconfiguredPaymentsRefusal } from './check-payment-providers';
import { type ImportDeps, ImportError, type ImportSummary, importMerchant } from './import-merchant';

/** Reads files named in a merchant file, relative to it, refusing paths that leave its folder. */
export function folderReader(folder: string) {
  const root = path.resolve(folder);
  return async (relative: string) => {
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep)) return undefined;
    return fs.readFile(full).catch(() => undefined);
  };
}

export async function importMerchantFile(deps: ImportDeps, file: string): Promise<ImportSummary> {
  const json: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
  return importMerchant(deps, json, folderReader(path.dirname(file)));
}

export async function loadDemoMerchants(deps: ImportDeps, merchantsDir: string): Promise<ImportSummary[]> {
  if ((await deps.merchants.count()) > 0) return [];
  const entries = await fs.readdir(merchantsDir, { withFileTypes: true }).catch(() => []);
  const loaded: ImportSummary[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(merchantsDir, entry.name, 'merchant.json');
    if (
      await fs.stat(file).then(
        () => true,
        () => false,
      )
    )
      loaded.push(await importMerchantFile(deps, file));
  }
  return loaded;
}

/**
 * The merchants a starting server serves: the demo merchants on first start, then every merchant's
 * payment methods checked against the configured providers (production has no sandbox). Returns why
 * the server must not start, if it must not.
 */
export async function prepareMerchants(
  deps: ImportDeps,
  merchantsDir: string,
  log: (loaded: ImportSummary) => void = () => {},
): Promise<string | undefined> {
  try {
    for (const loaded of await loadDemoMerchants(deps, merchantsDir)) log(loaded);
  } catch (error) {
    if (error instanceof ImportError) return `A demo merchant in ${merchantsDir} cannot be loaded. ${error.message}`;
    throw error;
  }
  return unconfiguredPaymentsRefusal(deps);
}
