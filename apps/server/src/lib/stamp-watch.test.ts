import { describe, expect, it } from 'vitest';
import { pollInBackground, watchStamp } from './stamp-watch';

const settle = () => new Promise((r) => setTimeout(r, 1));

describe('watchStamp', () => {
  it('reads the stamp at most once per period and reports a change once', async () => {
    const state = { now: 0, stamp: 'a', reads: 0, changes: 0 };
    const watch = watchStamp({
      everyMs: 5000,
      now: () => state.now,
      stamp: async () => {
        state.reads++;
        return state.stamp;
      },
      onChange: () => state.changes++,
    });
    for (let i = 0; i < 30; i++) watch.check();
    await settle();
    expect([state.reads, state.changes]).toEqual([1, 0]);
    state.stamp = 'b';
    state.now = 4000;
    watch.check();
    await settle();
    expect([state.reads, state.changes]).toEqual([1, 0]);
    state.now = 5000;
    watch.check();
    await settle();
    expect([state.reads, state.changes]).toEqual([2, 1]);
    state.now = 10_000;
    watch.check();
    await settle();
    expect([state.reads, state.changes]).toEqual([3, 1]);
  });

  it('tries again at the next call after a failed read', async () => {
    let fail = true;
    let reads = 0;
    const watch = watchStamp({
      everyMs: 5000,
      stamp: async () => {
        reads++;
        if (fail) throw new Error('db down');
        return 'a';
      },
      onChange: () => {},
    });
    watch.check();
    await settle();
    fail = false;
    watch.check();
    await settle();
    expect(reads).toBe(2);
  });
});

describe('pollInBackground', () => {
  it('hands the read under way to whoever wants to wait for it, and tells how old the last one is', async () => {
    const state = { now: 0, reads: 0 };
    const poller = pollInBackground({
      everyMs: 2000,
      now: () => state.now,
      read: async () => {
        state.reads++;
        await settle();
      },
    });
    expect(poller.age()).toBe(Number.POSITIVE_INFINITY);
    const first = poller.poll();
    expect(poller.poll()).toBe(first);
    await first;
    expect([state.reads, poller.age()]).toEqual([1, 0]);
    state.now = 1999;
    expect(poller.poll()).toBeUndefined();
    state.now = 2000;
    await poller.poll();
    expect([state.reads, poller.age()]).toEqual([2, 0]);
  });
});
