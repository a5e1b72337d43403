import { describe, expect, it } from 'vitest';
import { turnBatch } from './turn-batch';

describe('turnBatch', () => {
  it('answers the requests of one turn with one load, each its own value', async () => {
    const loads: number[][] = [];
    const double = turnBatch(async (keys: number[]) => {
      loads.push(keys);
      return keys.map((k) => k * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(loads).toEqual([[1, 2, 3]]);
  });

  it('loads again for requests made after the batch went out', async () => {
    const loads: number[][] = [];
    const same = turnBatch(async (keys: number[]) => {
      loads.push(keys);
      return keys;
    });
    const first = same(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await Promise.all([first, same(2)])).toEqual([1, 2]);
    expect(loads).toEqual([[1], [2]]);
  });

  it('fails every request of a batch whose load failed, and serves the next batch', async () => {
    let fail = true;
    const load = turnBatch(async (keys: number[]) => {
      if (fail) throw new Error('database gone');
      return keys;
    });
    const results = await Promise.allSettled([load(1), load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load(3)).toBe(3);
  });
});
