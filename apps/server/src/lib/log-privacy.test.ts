import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../plugins/error-handler';
import { LOG_SERIALIZERS, REDACTED_PATHS, safeError, safeUrl } from './log-privacy';

const MOBILE = '+639171234567';
const EMAIL = 'juan.delacruz@example.ph';

describe('log privacy', () => {
  it('keeps mobile numbers, e-mails and query strings out of URLs', () => {
    expect(safeUrl('/api/customer/customer/mobile/update/validate/09171234567')).toBe(
      '/api/customer/customer/mobile/update/validate/[redacted]',
    );
    expect(safeUrl(`/x/${encodeURIComponent(MOBILE)}/y?email=${EMAIL}&name=Juan`)).toBe('/x/[redacted]/y');
    expect(safeUrl(`/x/${encodeURIComponent(EMAIL)}`)).toBe('/x/[redacted]');
    expect(safeUrl('/api/orders/2b1f0c1e-0000-4000-8000-123456789012')).toBe(
      '/api/orders/2b1f0c1e-0000-4000-8000-123456789012',
    );
  });

  it("drops Drizzle's query parameters and PostgreSQL's detail from errors, keeping the cause", () => {
    const pgError = Object.assign(
      new Error('duplicate key value violates unique constraint "customers_merchant_mobile"'),
      {
        code: '23505',
        detail: `Key (merchant_id, mobile_number)=(1, ${MOBILE}) already exists.`,
      },
    );
    const failed = new Error(`Failed query: insert into "customers" values ($1, $2)\nparams: Juan,${MOBILE},${EMAIL}`, {
      cause: pgError,
    });
    const logged = JSON.stringify(safeError(failed));
    for (const secret of [MOBILE, EMAIL, 'Juan']) expect(logged).not.toContain(secret);
    expect(logged).toContain('Failed query: insert into \\"customers\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('customers_merchant_mobile');
  });

  it('leaves a real request log line without the personal parts', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { stream, serializers: LOG_SERIALIZERS, redact: REDACTED_PATHS } });
    await app.register(errorHandler);
    app.get('/check/:mobile', async () => {
      throw new Error(`Failed query: select 1\nparams: ${MOBILE}`);
    });
    await app.inject({
      method: 'GET',
      url: `/check/09171234567?email=${EMAIL}`,
      headers: { authorization: 'Bearer s3cret' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/check/[redacted]');
    for (const secret of ['09171234567', MOBILE, EMAIL, 's3cret']) expect(log).not.toContain(secret);
  });
});
