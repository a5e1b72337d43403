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
