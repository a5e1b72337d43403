/**
 * One load per key at a time: callers asking for a key whose load is under way share it, and the key
 * is free again once it settles (a failure is not kept). The caches build on it (ttl-cache.ts).
 */
export class SingleFlight<K, V> {
  private readonly loading = new Map<K, Promise<V>>();

  has(key: K): boolean {
    return this.loading.has(key);
  }

  run(key: K, load: () => Promise<V>): Promise<V> {
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight;
    const pending = load();
    this.loading.set(key, pending);
    const forget = () => {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    };
    pending.then(forget, forget);
    return pending;
  }

  /** Later callers start a load of their own; the ones under way still settle for their callers. */
  clear(): void {
    this.loading.clear();
  }
}
