/**
 * The one application error. Services throw it for outcomes the caller must see; the error handler
 * maps each kind to its HTTP status. Anything else that is thrown is a bug and becomes a 500.
 */
export const ERROR_STATUS = {
  validation: 422,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  session_expired: 419,
  rate_limited: 429,
  /** An outside service we depend on (the geocoder) failed or is too slow: try again later. Not 503,
   *  which the client reads as "the merchant is in maintenance" (spec §8). */
  upstream_failed: 502,
  maintenance: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: { errors?: Record<string, string[]>; data?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message: string): AppError {
    return new AppError('not_found', message);
  }

  /** A 422 with one message on one field. */
  static field(field: string, message: string): AppError {
    return new AppError('validation', message, { errors: { [field]: [message] } });
  }
}
