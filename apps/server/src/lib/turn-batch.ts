/**
 * Requests made in one turn of the event loop, answered by one load (DataLoader's batching, without its
 * cache). Under load many requests reach the same query in one turn; sending each its own costs the
 * server a socket write and the database a statement apiece, which is most of what a cheap query costs.
 * Alone, a request waits only for the end of the turn.
 */
export function turnBatch<K, V>(load: (keys: K[]) => Promise<V[]>): (key: K) => Promise<V> {
  let pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  async function flush() {
    const batch = pending;
    pending = [];
    try {
      const values = await load(batch.map((p) => p.key));
      for (const [i, p] of batch.entries()) p.resolve(values[i] as V);
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      // setImmediate, not a microtask: requests read from other sockets in the same poll join the batch.
      if (!pending.length) setImmediate(flush);
      pending.push({ key, resolve, reject });
    });
}
