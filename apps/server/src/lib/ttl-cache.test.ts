import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets entries once their time is up', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<string, number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('shares one load among concurrent callers', async () => {
    const cache = new TtlCache<string, Promise<number>>(1000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return 42;
    };
    expect(await Promise.all([cache.memo('k', load), cache.memo('k', load), cache.memo('k', load)])).toEqual([
      42, 42, 42,
    ]);
    expect(loads).toBe(1);
  });

  it('never keeps a failed load', async () => {
    const cache = new TtlCache<string, Promise<number>>(1000);
    await expect(cache.memo('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.memo('k', async () => 7)).toBe(7);
  });

  it('shares one getOrLoad among concurrent callers, and keeps no load that failed', async () => {
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return 42;
    };
    expect(await Promise.all(Array.from({ length: 30 }, () => cache.getOrLoad('k', load)))).toEqual(Array(30).fill(42));
    expect(loads).toBe(1);
    await expect(cache.getOrLoad('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrLoad('x', async () => 7)).toBe(7);
  });

  it('does not keep what a load read before the cache was cleared', async () => {
    const cache = new TtlCache<string, number>(1000);
    let release = (_: number) => {};
    const before = cache.getOrLoad('k', () => new Promise<number>((r) => (release = r)));
    cache.clear();
    release(1);
    expect(await before).toBe(1);
    expect(await cache.getOrLoad('k', async () => 2)).toBe(2);
  });
});

describe('TtlCache with a TTL of 0', () => {
  it('keeps nothing: every call loads, and nothing is held', async () => {
    const cache = new TtlCache<string, Promise<number>>(0);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.memo('k', load)).toBe(1);
    expect(await cache.memo('k', load)).toBe(2);
    cache.set('k', Promise.resolve(7));
    expect(cache.get('k')).toBeUndefined();
    const values = new TtlCache<string, number>(0);
    expect(await values.getOrLoad('k', async () => 1)).toBe(1);
    expect(await values.getOrLoad('k', async () => 2)).toBe(2);
    expect([cache.size, values.size]).toEqual([0, 0]);
  });
});

describe('TtlCache sweeping', () => {
  it('drops expired entries when it stores, though their keys are never read again', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1000, 100, () => now);
    for (let i = 0; i < 50; i++) cache.set(`old-${i}`, i);
    now = 500;
    cache.set('young', 1);
    now = 1000; // the 50 are dead, 'young' is not
    cache.set('new', 2);
    expect(cache.size).toBe(2);
    expect([cache.get('young'), cache.get('new')]).toEqual([1, 2]);
  });

  it('keeps the store order the expiry order when a key is set again', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1000, 100, () => now);
    cache.set('a', 1);
    now = 100;
    cache.set('b', 2);
    now = 200;
    cache.set('a', 3); // now expires after 'b'
    now = 1100; // 'b' is dead, 'a' lives until 1200
    cache.set('c', 4);
    expect(cache.size).toBe(2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });
});

describe('TtlCache refreshing ahead', () => {
  const settle = () => new Promise((r) => setTimeout(r, 5));

  function setUp() {
    const state = { now: 0, value: 1, loads: 0, failing: false };
    const cache = new TtlCache<string, Promise<number>>(1000, 100, () => state.now, 800);
    const load = async () => {
      state.loads++;
      await settle();
      if (state.failing) throw new Error('db down');
      return state.value;
    };
    return { state, cache, read: () => cache.memo('k', load) };
  }

  it('answers from memory past refreshAfterMs while one background load replaces the entry', async () => {
    const { state, cache, read } = setUp();
    expect(await read()).toBe(1);
    state.value = 2;
    state.now = 799;
    expect(await read()).toBe(1);
    expect(state.loads).toBe(1);
    state.now = 800;
    // Thirty callers at once: all answered at once with what is held, one reload between them.
    expect(await Promise.all(Array.from({ length: 30 }, read))).toEqual(Array(30).fill(1));
    expect(state.loads).toBe(2);
    await settle();
    await settle();
    expect(await read()).toBe(2);
    // The reload counts from when it started (800): due again at 1600, gone at 1800 (never past the TTL).
    state.now = 1599;
    expect(await read()).toBe(2);
    expect(state.loads).toBe(2);
    state.value = 3;
    state.now = 1800;
    const waited = read();
    expect(state.loads).toBe(3); // a miss: this caller waits for the load
    expect(await waited).toBe(3);
    expect(cache.size).toBe(1);
  });

  it('keeps serving what it holds when a reload fails, until it expires', async () => {
    const { state, read } = setUp();
    expect(await read()).toBe(1);
    state.failing = true;
    state.now = 900;
    expect(await read()).toBe(1);
    await settle();
    await settle();
    expect(await read()).toBe(1);
    state.now = 1000;
    await expect(read()).rejects.toThrow('db down');
  });

  it('does not put back what a reload read once the entry was deleted or the cache cleared', async () => {
    const { state, cache, read } = setUp();
    expect(await read()).toBe(1);
    state.now = 900;
    expect(await read()).toBe(1); // starts a reload, which will read 1
    cache.delete('k');
    await settle();
    await settle();
    state.value = 2;
    expect(await read()).toBe(2);
    state.now = 1800;
    expect(await read()).toBe(2); // starts a reload
    cache.clear();
    state.value = 3;
    await settle();
    await settle();
    expect(await read()).toBe(3);
  });
});
