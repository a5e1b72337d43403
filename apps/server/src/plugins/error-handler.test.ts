import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { errorHandler, GENERIC_ERROR } from './error-handler';

async function appThrowing(error: unknown) {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  app.get('/boom', async () => {
    throw error;
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/validate',
    {
      schema: { body: z.object({ pin: z.string().regex(/^\d{4}$/, 'The PIN must be 4 digits.'), name: z.string() }) },
    },
    async () => ({ ok: true }),
  );
  return { app, logged };
}

describe('error handler', () => {
  it('hides the detail of an unexpected error behind a 500 and logs it', async () => {
    const { app, logged } = await appThrowing(new Error('connection to 10.0.0.5 refused, password=hunter2'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: GENERIC_ERROR });
    expect(res.body).not.toContain('hunter2');
    expect(JSON.stringify(logged)).toContain('connection to 10.0.0.5 refused');
  });

  it.each([
    ['validation', 422],
    ['not_found', 404],
    ['unauthenticated', 401],
    ['session_expired', 419],
    ['maintenance', 503],
  ] as const)('maps %s to %i with its message', async (kind, status) => {
    const { app } = await appThrowing(new AppError(kind, 'Said plainly.'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: 'Said plainly.' });
  });

  it('gives 400 a data field and 422 its field errors', async () => {
    const bad = await (await appThrowing(new AppError('bad_request', 'No.', { data: { code: 7 } }))).app.inject({
      url: '/boom',
    });
    expect(bad.json()).toEqual({ message: 'No.', data: { code: 7 } });
    const field = await (await appThrowing(AppError.field('mobile_number', 'Sorry account is not found'))).app.inject({
      url: '/boom',
    });
    expect(field.statusCode).toBe(422);
    expect(field.json()).toEqual({
      message: 'Sorry account is not found',
      errors: { mobile_number: ['Sorry account is not found'] },
    });
  });

  it('sends Retry-After with a 429', async () => {
    const { app } = await appThrowing(new AppError('rate_limited', 'Slow down.', { retryAfterSeconds: 42 }));
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
  });

  it('turns schema failures into 422 with the first message per field', async () => {
    const { app } = await appThrowing(null);
    const res = await app.inject({ method: 'POST', url: '/validate', payload: { pin: '12a' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The PIN must be 4 digits.',
      errors: { pin: ['The PIN must be 4 digits.'], name: ['Invalid input: expected string, received undefined'] },
    });
  });
});
