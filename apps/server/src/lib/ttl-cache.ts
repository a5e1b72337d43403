import { SingleFlight } from './single-flight';

type Entry<V> = { value: V; expires: number; refreshAt: number };

/**
 * A small in-process cache with a time limit per entry. Read-mostly merchant data (token → merchant,
 * a merchant's branches) is cached briefly so hot calls skip the database; the short TTL bounds how
 * long another instance serves data older than a re-import.
 *
 * With `refreshAfterMs` (shorter than the TTL), a hit on an entry that old is still answered from
 * memory while one background load replaces it: a key read all the time is reloaded before it expires,
 * so no request waits for it, and what is served is never older than the TTL. A key read rarely
 * expires as without it, and its next caller waits for the load.
 *
 * A TTL of 0 keeps nothing (every call loads).
 */
export class TtlCache<K, V> {
  /** In the order they were stored, which is the order they expire in (the TTL is the same for all). */
  private readonly entries = new Map<K, Entry<V>>();
  /** Loads in flight, shared by every caller that misses meanwhile. */
  private readonly loading = new SingleFlight<K, V>();
  /** Background reloads of entries past `refreshAfterMs`: one per key at a time. */
  private readonly refreshes = new SingleFlight<K, void>();
  /** Bumped by clear(): a load that started before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    // Read through Date at each call, so a test's fake clock reaches every cache.
    private readonly now: () => number = () => Date.now(),
    private readonly refreshAfterMs = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    return this.live(key)?.value;
  }

  set(key: K, value: V): void {
    this.store(key, value, this.now());
  }

  /**
   * The cached value, or one load shared by every caller that misses while it runs (an expiry under
   * load sends one query, not one per request in flight). A failed load is not kept.
   */
  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.live(key);
    if (hit) {
      this.refreshIfDue(key, hit, async () => ({ value: await load() }));
      return Promise.resolve(hit.value);
    }
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
    if (this.ttlMs <= 0) return load();
    const hit = this.live(key);
    if (hit) {
      // Boxed: a promise resolving to the value would be flattened into the value itself.
      this.refreshIfDue(key, hit, async () => ({ value: Promise.resolve(await load()) }));
      return hit.value;
    }
    const pending = load();
    this.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key)?.value === pending) this.entries.delete(key);
    });
    return pending;
  }

  /** Entries held, expired ones included until a later store sweeps them. */
  get size(): number {
    return this.entries.size;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.refreshes.clear();
    this.generation++;
  }

  /** The entry while its time lasts; an expired one is dropped. */
  private live(key: K): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores `value` as read at `at` (a reload counts from when it started reading, so it never outlives the TTL). */
  private store(key: K, value: V, at: number): void {
    if (this.ttlMs <= 0) return;
    // Taken out first so that it goes to the end: Map keeps a re-set key in its old place.
    this.entries.delete(key);
    this.sweep();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: at + this.ttlMs, refreshAt: at + this.refreshAfterMs });
  }

  /**
   * Drops the expired entries at the front. Entries are stored in the order they expire in (a reload
   * stored at its end but dated from its start can sit behind a later one by its load's duration, and
   * then waits for the next sweep), so this stops at the first one still live: each entry is dropped
   * once, and dead entries no longer fill the cache up to its cap when their keys are not read again.
   */
  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.entries.delete(key);
    }
  }

  private refreshIfDue(key: K, entry: Entry<V>, reload: () => Promise<{ value: V }>): void {
    if (entry.refreshAt > this.now() || this.refreshes.has(key)) return;
    const at = this.now();
    void this.refreshes.run(key, async () => {
      try {
        const { value } = await reload();
        // Only over the entry it refreshes: not once it was deleted (what it read may be older than
        // the change that deleted it), cleared, expired or replaced meanwhile.
        if (this.entries.get(key) === entry) this.store(key, value, at);
      } catch {
        // The entry is served as it is until it expires; a later hit tries again.
      }
    });
  }
}
