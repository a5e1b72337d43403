/**
 * Maps every failure to the wire format of DESIGN §3: 422 with field errors, 400 with data, 401/404
 * with a message, 419, 429 with Retry-After, 503, and a bare 500 whose detail stays in the log.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS } from '../lib/app-error';

export const GENERIC_ERROR = 'Something went wrong, please try again';

/** 'body/products.0.price' or 'params/page' → 'products.0.price' / 'page'. */
function fieldName(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
}

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const status = ERROR_STATUS[error.kind];
      if (error.details.retryAfterSeconds) reply.header('Retry-After', String(error.details.retryAfterSeconds));
      const body: Record<string, unknown> = { message: error.message };
      if (error.details.errors) body.errors = error.details.errors;
      if (status === 400) body.data = error.details.data ?? null;
      return reply.status(status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        errors[field] = [...(errors[field] ?? []), issue.message ?? 'is invalid'];
      }
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send({ message: first, errors });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, payload too large, unsupported media type, …
      if (status === 429) return reply.status(429).send({ message: 'Too many requests, please try again later.' });
      return reply.status(status).send({ message: friendlyClientError(error as FastifyError) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_ERROR });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
});

function friendlyClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message || 'The request is not valid.';
  }
}

export { ERROR_STATUS };
