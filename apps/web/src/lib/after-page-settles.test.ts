// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, SETTLE_MS } from './after-page-settles';

describe('afterPageSettles', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then an idle moment, then SETTLE_MS', async () => {
    const run = vi.fn();
    afterPageSettles(run);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled(); // still loading, however long

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_001); // the idle callback's longest wait, and the rest of the settle time
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts from the idle moment at once on a page that has already loaded', async () => {
    readyState = 'complete';
    const run = vi.fn();
    afterPageSettles(run, 100);
    await vi.advanceTimersByTimeAsync(2_100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the screen left before the page settled)', async () => {
    const run = vi.fn();
    const cancel = afterPageSettles(run, 100);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
