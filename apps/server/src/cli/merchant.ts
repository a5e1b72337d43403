/**
 * npm run merchant -- import <file.json>   validate and load a merchant (updates it if it exists)
 * npm run merchant -- validate <file.json> only check the file
 * npm run merchant -- schema [out.json]    write the JSON Schema of the merchant file
 *
 * With the embedded database, a running server owns the data directory: the file is handed to it
 * over HTTP. With no server running, the command opens the database itself, holding the same lock.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { MerchantConfig } from '@storefront/contracts/merchant-config';
import { z } from 'zod';
import { type Config, loadConfig } from '../config';
import { ImportError, type ImportSummary, imageRefs, validateMerchantConfig } from '../flows/import-merchant';
import { folderReader, importMerchantFile } from '../flows/load-demo-merchants';
import { DataDirBusyError, type LockInfo } from '../lib/data-dir-lock';
import { type CommandIo, PROCESS_IO, runCommand, runningServer, startedAsCommand, withOwnDatabase } from './data-dir';

const USAGE = 'usage: npm run merchant -- import <file.json> | validate <file.json> | schema [out.json]';

async function readJson(file: string): Promise<unknown> {
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw new ImportError([`cannot read ${file}`]);
  });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportError([`(file): not valid JSON: ${(error as Error).message}`]);
  }
}

async function importThroughServer(server: LockInfo, file: string): Promise<ImportSummary> {
  const json = await readJson(file);
  const config = validateMerchantConfig(json);
  const read = folderReader(path.dirname(file));
  const files: Record<string, string> = {};
  for (const { ref } of imageRefs(config)) {
    if (ref.startsWith('https://') || ref in files) continue;
    const bytes = await read(ref);
    if (bytes) files[ref] = bytes.toString('base64');
  }
  const response = await fetch(`http://127.0.0.1:${server.port}/api/admin/merchants/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': server.adminKey ?? '' },
    body: JSON.stringify({ config: json, files }),
  });
  const body = (await response.json()) as ImportSummary & { message?: string; errors?: { config?: string[] } };
  if (response.status === 422 && body.errors?.config) throw new ImportError(body.errors.config);
  if (!response.ok) throw new Error(body.message ?? `the server answered ${response.status}`);
  return body;
}

const importDirectly = (config: Config, file: string): Promise<ImportSummary> =>
  withOwnDatabase(config, (services) => importMerchantFile(services, file));

/** The command: its exit code, its output written to `io` (the process's own when run as a command). */
export async function main(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  const [command, file] = argv;
  if (command === 'schema') {
    const schema = z.toJSONSchema(MerchantConfig, { io: 'input', unrepresentable: 'any' });
    const out = file ?? 'docs/merchant-config.schema.json';
    await fs.writeFile(out, `${JSON.stringify(schema, null, 2)}\n`);
    io.out(`wrote ${out}`);
    return 0;
  }
  if ((command !== 'import' && command !== 'validate') || !file) {
    io.err(USAGE);
    return 2;
  }
  try {
    if (command === 'validate') {
      const config = validateMerchantConfig(await readJson(file));
      io.out(`${file}: valid (${config.subdomain}, ${config.products.length} products)`);
      return 0;
    }
    const config = loadConfig(io.env);
    const server = runningServer(config);
    const summary = server ? await importThroughServer(server, file) : await importDirectly(config, file);
    io.out(
      `${summary.created ? 'created' : 'updated'} merchant ${summary.subdomain}: ${summary.brands} brands, ${summary.branches} branches, ${summary.categories} categories, ${summary.products} products, ${summary.images} images${server ? ' (through the running server)' : ''}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      io.err(`${file} was not loaded: ${error.problems.length} problem(s)`);
      for (const problem of error.problems) io.err(`  ${problem}`);
      return 1;
    }
    if (error instanceof DataDirBusyError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

if (startedAsCommand(import.meta.url)) runCommand(main);
