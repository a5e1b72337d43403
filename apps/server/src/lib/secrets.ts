/**
 * Secrets we keep: PINs and one-time codes are low-entropy, so they are stored as argon2id hashes;
 * random tokens (sessions, step tokens) are high-entropy, so a SHA-256 is enough and fast to look up.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const randomToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A code of `digits` digits, uniformly random. */
export const randomCode = (digits: number): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export const hashSecret = (secret: string): Promise<string> => hash(secret);

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}
