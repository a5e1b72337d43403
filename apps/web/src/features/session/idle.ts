/**
 * Spec §4/§9 idle logout: signed-in customers are logged out after 3,600,000 ms without activity,
 * which is also the 3600 s countdown (one clock: every activity restarts the countdown at 3600).
 * The server's sessions end 1 hour after last use too (ADR 0006), so both sides agree.
 */

export const IDLE_TIMEOUT_MS = 3_600_000;
export const COUNTDOWN_SECONDS = 3600;

/** Seconds left on the countdown, given the last activity and now (both ms since the epoch). */
export function secondsLeft(lastActivityAt: number, now: number): number {
  return Math.max(0, Math.ceil((lastActivityAt + IDLE_TIMEOUT_MS - now) / 1000));
}

export const isIdleExpired = (lastActivityAt: number, now: number) => now - lastActivityAt >= IDLE_TIMEOUT_MS;

export interface IdleWatcher {
  /** The customer did something: the countdown starts again. */
  activity: () => void;
  /** Checks now (e.g. when the tab becomes visible after sleeping, when timers may be late). */
  check: () => boolean;
  stop: () => void;
}

/**
 * Calls `onExpire` once, IDLE_TIMEOUT_MS after the last `activity()`. One timer; activity only moves
 * a timestamp, and the timer re-arms itself for the time still left when it fires early.
 */
export function createIdleWatcher(
  onExpire: () => void,
  { now = Date.now, timeoutMs = IDLE_TIMEOUT_MS }: { now?: () => number; timeoutMs?: number } = {},
): IdleWatcher {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const expire = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    onExpire();
  };
  const arm = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(fire, delay);
  };
  function fire() {
    const left = last + timeoutMs - now();
    if (left <= 0) expire();
    else arm(left);
  }
  arm(timeoutMs);

  return {
    activity: () => {
      if (!done) last = now();
    },
    check: () => {
      if (!done && now() - last >= timeoutMs) expire();
      return done;
    },
    stop: () => {
      done = true;
      clearTimeout(timer);
    },
  };
}
