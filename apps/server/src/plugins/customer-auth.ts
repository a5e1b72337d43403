/**
 * Signed-in variants of calls require `Authorization: Bearer <token>`. Customer accounts arrive with
 * the accounts capability; until then no session exists, so every signed-in call answers 401.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw new AppError('unauthenticated', 'Unauthenticated.');
  // No session store yet: any bearer token is unknown.
  throw new AppError('unauthenticated', 'Unauthenticated.');
}
