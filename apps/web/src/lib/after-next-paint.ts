/**
 * Runs `run` once the browser has drawn its next frame (the frame, then a task), or at once where no
 * frame will come: a page in a background tab draws none until it is shown. Answers a function that
 * cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    run();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
