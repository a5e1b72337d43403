import { SingleFlight } from './single-flight';

/**
 * A small in-process cache with a time limit per entry. Read-mostly merchant data (token → merchant,
 * a merchant's branches) is cached briefly so hot calls skip the database; the short TTL bounds how
 * long another instance serves data older than a re-import.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  /** Loads in flight, shared by every caller that misses meanwhile. */
  private readonly loading = new SingleFlight<K, V>();
  /** Bumped by clear(): a load that started before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  /**
   * The cached value, or one load shared by every caller that misses while it runs (an expiry under
   * load sends one query, not one per request in flight). A failed load is not kept.
   */
  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const generation = this.generation;
    return this.loading.run(key, async () => {
      const value = await load();
      if (generation === this.generation) this.set(key, value);
      return value;
    });
  }

  /**
   * Like getOrLoad for a cache of promises: concurrent callers share one load, and a load that fails
   * is forgotten at once, so an outage is never cached.
   */
  memo<T>(this: TtlCache<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = load();
    this.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key)?.value === pending) this.entries.delete(key);
    });
    return pending;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation++;
  }
}
