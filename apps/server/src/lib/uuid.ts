import { createHash } from 'node:crypto';

/** A uuid as text (any version), case-insensitive: what an id from a path or a body must look like. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our namespace for name-based (v5) uuids; any fixed uuid works, it only has to never change. */
const NAMESPACE = Buffer.from('6f1c3a52b7e94d0c8a4f2e51c9d07b13', 'hex');

/**
 * A stable uuid for a record named in a merchant file (`kainan/product/chicken-adobo`), so that
 * importing the same file again addresses the same rows and links customers saved keep working.
 */
export function stableUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
