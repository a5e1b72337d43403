/**
 * Runs `read` in the background at most every `everyMs` (from the start of the last read that
 * succeeded), one at a time, never making a caller wait: `poll()` starts one when due. A read that
 * fails is tried again at the next call.
 */
export function pollInBackground(options: {
  everyMs: number;
  read: () => Promise<void>;
  now?: (() => number) | undefined;
}) {
  const now = options.now ?? Date.now;
  let readAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  return {
    /** Starts a read when one is due; answers the read under way, if any (it never rejects). */
    poll(): Promise<void> | undefined {
      if (!running && now() - readAt >= options.everyMs) {
        const startedAt = now();
        running = options
          .read()
          .then(
            () => {
              readAt = startedAt;
            },
            () => {}, // the next call tries again
          )
          .finally(() => {
            running = undefined;
          });
      }
      return running;
    },
    /** How long ago the last read that succeeded started (Infinity before the first). */
    age: () => now() - readAt,
  };
}

/**
 * Notices when a stamp read from the database changes (another instance imported a merchant, say),
 * reading it at most every `everyMs` and never making a caller wait: `check()` starts a background read
 * when one is due, and `onChange` runs when the value differs from the last one read.
 */
export function watchStamp(options: {
  everyMs: number;
  stamp: () => Promise<string>;
  onChange: () => void;
  now?: () => number;
}) {
  let known: string | undefined;
  const reads = pollInBackground({
    everyMs: options.everyMs,
    now: options.now,
    read: async () => {
      const stamp = await options.stamp();
      if (known !== undefined && stamp !== known) options.onChange();
      known = stamp;
    },
  });
  return {
    check(): void {
      reads.poll();
    },
  };
}
