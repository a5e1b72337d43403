import { describe, expect, it } from 'vitest';
import { settledWithinATask } from './loaders';

/** An answer the page already holds: it settles after a few promise steps, as the api-client's does. */
const answeredInPage = async (steps = 5) => {
  for (let i = 0; i < steps; i++) await Promise.resolve();
  return 'answer';
};

describe("a screen's loader waits for its prefetches", () => {
  it('until the ones the page answered have settled (the first render then has their data)', async () => {
    const settled: string[] = [];
    const loads = [answeredInPage().then((a) => settled.push(a)), answeredInPage(20).then((a) => settled.push(a))];
    await settledWithinATask(loads);
    expect(settled).toEqual(['answer', 'answer']);
  });

  it('but not for a call still on the network, nor fails with a failed one', async () => {
    const never = new Promise(() => {});
    const failed = Promise.reject(new Error('offline'));
    const started = Date.now();
    await expect(settledWithinATask([never, failed])).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
