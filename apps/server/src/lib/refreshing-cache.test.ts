import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache';

const tick = () => new Promise((r) => setTimeout(r, 1));

function setUp() {
  const state = { now: 0, version: 1, value: 'a', loads: 0, checks: 0, failing: false };
  const cache = new RefreshingCache<number, string>({
    ttlMs: 1000,
    maxStaleMs: 60_000,
    now: () => state.now,
    version: async () => {
      state.checks++;
      if (state.failing) throw new Error('db down');
      return state.version;
    },
    load: async () => {
      state.loads++;
      await tick();
      return state.value;
    },
  });
  return { state, cache };
}

describe('RefreshingCache', () => {
  it('loads once for 30 concurrent callers', async () => {
    const { state, cache } = setUp();
    expect(await Promise.all(Array.from({ length: 30 }, () => cache.get(1)))).toEqual(Array(30).fill('a'));
    expect(state.loads).toBe(1);
  });

  it('after its time, serves the value at once and reloads only when the version changed', async () => {
    const { state, cache } = setUp();
    await cache.get(1);
    state.now = 1500;
    state.value = 'b';
    // Same version: one check for the whole burst, no reload, the value is served as it is.
    expect(await Promise.all(Array.from({ length: 30 }, () => cache.get(1)))).toEqual(Array(30).fill('a'));
    await tick();
    expect([state.checks, state.loads]).toEqual([2, 1]);
    state.now = 3000;
    state.version = 2;
    expect(await cache.get(1)).toBe('a');
    await tick();
    await tick();
    expect(state.loads).toBe(2);
    expect(await cache.get(1)).toBe('b');
  });

  it('keeps serving while checks fail, then stops serving a value past maxStaleMs', async () => {
    const { state, cache } = setUp();
    await cache.get(1);
    state.failing = true;
    state.now = 30_000;
    expect(await cache.get(1)).toBe('a');
    await tick();
    state.now = 61_000;
    await expect(cache.get(1)).rejects.toThrow('db down');
  });

  it('forgets what it holds when cleared', async () => {
    const { state, cache } = setUp();
    await cache.get(1);
    state.value = 'c';
    cache.clear();
    expect(await cache.get(1)).toBe('c');
  });
});
