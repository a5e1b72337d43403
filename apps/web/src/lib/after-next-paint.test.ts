// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const drawFrame = () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  };

  it('runs in the task after the next frame, not before it', async () => {
    const run = vi.fn();
    afterNextPaint(run);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).not.toHaveBeenCalled(); // no frame drawn yet, however long

    drawFrame();
    expect(run).not.toHaveBeenCalled(); // the frame's own paint comes first
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a background tab, which draws no frame until shown', () => {
    visibility = 'hidden';
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('never runs once cancelled, before or after the frame', async () => {
    const early = vi.fn();
    afterNextPaint(early)();
    drawFrame();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    drawFrame();
    cancelLate();
    await vi.advanceTimersByTimeAsync(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
