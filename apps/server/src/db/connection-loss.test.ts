import { describe, expect, it } from 'vitest';
import { isConnectionLost, isRead, onceMoreIfConnectionLost } from './connection-loss';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a lost connection', () => {
  it('is recognised by SQLSTATE, socket code or node-postgres message, also wrapped by Drizzle', () => {
    expect(isConnectionLost(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionLost(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('server closed', '08006') });
    expect(isConnectionLost(wrapped)).toBe(true);
  });

  it('is not a refusal the database meant', () => {
    expect(isConnectionLost(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isConnectionLost(withCode('division by zero', '22012'))).toBe(false);
    expect(isConnectionLost('not an error')).toBe(false);
  });

  it('runs the work once more, and only then', async () => {
    let runs = 0;
    const cutOnce = async () => {
      runs += 1;
      if (runs === 1) throw withCode('terminating connection', '57P01');
      return 'ok';
    };
    expect(await onceMoreIfConnectionLost(cutOnce)).toBe('ok');
    expect(runs).toBe(2);
    runs = 0;
    await expect(
      onceMoreIfConnectionLost(async () => {
        runs += 1;
        throw withCode('duplicate key value', '23505');
      }),
    ).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
  });

  it('retries reads only', () => {
    expect(isRead('select "id" from "carts"')).toBe(true);
    expect(isRead('  SELECT 1')).toBe(true);
    expect(isRead('with cart_marked as (update "carts" set status = 1) select 1')).toBe(false);
    expect(isRead('update "carts" set status = 1')).toBe(false);
  });
});
