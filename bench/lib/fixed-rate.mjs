// An open-loop load generator: requests leave at evenly spaced instants (rate per second), and each
// latency is measured from the instant it was due to leave, so a slow server cannot hide queueing
// by slowing the generator down (no coordinated omission). Separate process from the server.
import { Pool } from 'undici';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function fixedRate({ url, method = 'POST', headers = {}, body, rate, seconds, connections = 64 }) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections, pipelining: 1 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  let errors = 0;
  let non2xx = 0;
  const bodyOf = typeof body === 'function' ? body : () => body;
  // Per-request headers (a signed-in customer's Authorization) when given as a function of i.
  const headersOf = typeof headers === 'function' ? headers : () => headers;
  const started = performance.now();
  const inflight = [];

  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    // Timed from when it was due, or from when it left if the timer fired a little early.
    const start = Math.max(due, performance.now());
    inflight.push(
      pool
        .request({ path: target.pathname + target.search, method, headers: headersOf(i), body: bodyOf(i) })
        .then(async (res) => {
          await res.body.dump();
          if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
        })
        .catch(() => errors++)
        .finally(() => {
          latencies[i] = performance.now() - start;
        }),
    );
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    'req/s': Math.round(total / elapsed),
    'p50 ms': round(percentile(sorted, 50)),
    'p90 ms': round(percentile(sorted, 90)),
    'p99 ms': round(percentile(sorted, 99)),
    'max ms': round(sorted.at(-1) ?? 0),
    'non-2xx': non2xx,
    errors,
  };
}
