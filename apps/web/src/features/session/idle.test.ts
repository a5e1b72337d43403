import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_SECONDS, createIdleWatcher, IDLE_TIMEOUT_MS, isIdleExpired, secondsLeft } from './idle';

describe('idle logout (spec §4/§9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T08:00:00+08:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('the idle timeout and the countdown are the same hour', () => {
    expect(IDLE_TIMEOUT_MS).toBe(3_600_000);
    expect(COUNTDOWN_SECONDS * 1000).toBe(IDLE_TIMEOUT_MS);
  });

  it('counts down from 3600 s and expires at exactly 3,600,000 ms', () => {
    const start = Date.now();
    expect(secondsLeft(start, start)).toBe(3600);
    expect(secondsLeft(start, start + 1)).toBe(3600);
    expect(secondsLeft(start, start + 1000)).toBe(3599);
    expect(secondsLeft(start, start + IDLE_TIMEOUT_MS)).toBe(0);
    expect(secondsLeft(start, start + IDLE_TIMEOUT_MS + 5000)).toBe(0);
    expect(isIdleExpired(start, start + IDLE_TIMEOUT_MS - 1)).toBe(false);
    expect(isIdleExpired(start, start + IDLE_TIMEOUT_MS)).toBe(true);
  });

  it('logs out after an hour without activity, once', () => {
    const onExpire = vi.fn();
    createIdleWatcher(onExpire);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS * 3);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('activity restarts the countdown', () => {
    const onExpire = vi.fn();
    const watcher = createIdleWatcher(onExpire);
    vi.advanceTimersByTime(50 * 60_000);
    watcher.activity();
    vi.advanceTimersByTime(50 * 60_000); // 100 min since start, 50 since activity
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 60_000 - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('check() catches a deadline passed while timers were asleep', () => {
    const onExpire = vi.fn();
    const watcher = createIdleWatcher(onExpire);
    vi.setSystemTime(Date.now() + IDLE_TIMEOUT_MS + 1); // the clock jumped, no timer ran
    expect(watcher.check()).toBe(true);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stop() cancels', () => {
    const onExpire = vi.fn();
    createIdleWatcher(onExpire).stop();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
