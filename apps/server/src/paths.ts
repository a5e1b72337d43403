import path from 'node:path';

/**
 * apps/server, whether this runs from src/ (tsx) or from the bundle in dist/: both sit one level
 * below it, so every path the server needs is anchored here.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
