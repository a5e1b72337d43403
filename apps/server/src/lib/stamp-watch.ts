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
  const now = options.now ?? Date.now;
  let known: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running = false;
  return {
    check(): void {
      if (running || now() - checkedAt < options.everyMs) return;
      running = true;
      options
        .stamp()
        .then(
          (stamp) => {
            if (known !== undefined && stamp !== known) options.onChange();
            known = stamp;
            checkedAt = now();
          },
          () => {}, // the next call tries again
        )
        .finally(() => {
          running = false;
        });
    },
  };
}
