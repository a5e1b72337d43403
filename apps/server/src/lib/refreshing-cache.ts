import { SingleFlight } from './single-flight';

/**
 * A cache for whole lists that are read on every request and change rarely (a merchant's branches):
 * after `ttlMs` a value is still served while one background check asks a cheap version stamp whether
 * it changed, and only a changed stamp reloads the list. Callers never wait for a refresh, and a burst
 * of requests at expiry sends one check, not one full read each.
 *
 * A value older than `maxStaleMs` (the refresh kept failing: the database is away) is not served: the
 * caller waits for a fresh load and sees its error.
 */
export class RefreshingCache<K, V> {
  private readonly entries = new Map<K, { value: V; version: unknown; checkedAt: number }>();
  private readonly loading = new SingleFlight<K, V>();
  private readonly refreshing = new Set<K>();
  private generation = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxStaleMs: number;
      /** The stamp that changes whenever the value would (read before the value, so a change between them reloads). */
      version: (key: K) => Promise<unknown>;
      load: (key: K) => Promise<V>;
      now?: () => number;
    },
  ) {}

  private now() {
    return (this.options.now ?? Date.now)();
  }

  get(key: K): Promise<V> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.checkedAt;
      if (age < this.options.ttlMs) return Promise.resolve(entry.value);
      if (age < this.options.maxStaleMs) {
        this.refreshInBackground(key, entry.version);
        return Promise.resolve(entry.value);
      }
    }
    return this.load(key);
  }

  /** Forget everything (this process changed the data). */
  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.refreshing.clear();
    this.generation++;
  }

  private load(key: K): Promise<V> {
    const generation = this.generation;
    return this.loading.run(key, async () => {
      const version = await this.options.version(key);
      const value = await this.options.load(key);
      if (generation === this.generation) this.entries.set(key, { value, version, checkedAt: this.now() });
      return value;
    });
  }

  private refreshInBackground(key: K, known: unknown): void {
    if (this.refreshing.has(key) || this.loading.has(key)) return;
    this.refreshing.add(key);
    const generation = this.generation;
    void (async () => {
      try {
        const version = await this.options.version(key);
        const entry = this.entries.get(key);
        if (generation !== this.generation || !entry) return;
        if (sameVersion(version, known)) entry.checkedAt = this.now();
        else await this.load(key);
      } catch {
        // Served as it is until maxStaleMs; the next request tries again.
      } finally {
        if (generation === this.generation) this.refreshing.delete(key);
      }
    })();
  }
}

const sameVersion = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
