import { describe, expect, it } from 'vitest';
import './zod-without-eval';

describe('zod in the browser', () => {
  it('is jitless once the entry has run: no `new Function`, which the CSP would report', async () => {
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
