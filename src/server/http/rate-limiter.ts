import type { Store } from '../store/create-store';

export interface RateLimiter {
  /** Counts a hit for the bucket; says whether it is allowed and, if not, when to retry. */
  hit(bucket: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Buckets held in memory (the in-memory limiter only). */
  size?(): number;
}

/**
 * Per-client, per-function fixed windows of one minute. With PostgreSQL the counters live in the
 * database, so every server behind a load balancer shares them; PGlite belongs to one process,
 * so its counters can stay in memory, at most `maxBuckets` of them.
 */
export function createRateLimiter(
  store: Store,
  perMinute: number,
  now: () => number = Date.now,
  maxBuckets = 50_000,
): RateLimiter {
  if (store.kind === 'postgres') {
    return {
      async hit(bucket) {
        const { hits, resetSeconds } = await store.rateLimits.hit(bucket, now());
        return { allowed: hits <= perMinute, retryAfterSeconds: resetSeconds };
      },
    };
  }
  const windows = new Map<string, { start: number; hits: number }>();
  let sweptFor = 0;
  return {
    async hit(bucket) {
      const time = now();
      const start = Math.floor(time / 60_000) * 60_000;
      // Once a minute the windows of earlier minutes go: they can no longer limit anyone.
      if (sweptFor !== start) {
        sweptFor = start;
        for (const [key, window] of windows) if (window.start !== start) windows.delete(key);
      }
      let window = windows.get(bucket);
      if (!window || window.start !== start) {
        // A flood of addresses within one minute: the oldest buckets go first (a Map keeps
        // insertion order), so the busiest recent clients keep their counts.
        if (windows.size >= maxBuckets) windows.delete(windows.keys().next().value as string);
        window = { start, hits: 0 };
        windows.set(bucket, window);
      }
      window.hits += 1;
      return {
        allowed: window.hits <= perMinute,
        retryAfterSeconds: Math.max(1, Math.ceil((start + 60_000 - time) / 1000)),
      };
    },
    size: () => windows.size,
  };
}
