import type { Store } from '../store/create-store';

export interface RateLimiter {
  /** Counts a hit for the bucket; says whether it is allowed and, if not, when to retry. */
  hit(bucket: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/**
 * Per-client, per-function fixed windows of one minute. With PostgreSQL the counters live in the
 * database, so every server behind a load balancer shares them; PGlite belongs to one process,
 * so its counters can stay in memory.
 */
export function createRateLimiter(store: Store, perMinute: number, now: () => number = Date.now): RateLimiter {
  if (store.kind === 'postgres') {
    return {
      async hit(bucket) {
        const { hits, resetSeconds } = await store.rateLimits.hit(bucket, now());
        return { allowed: hits <= perMinute, retryAfterSeconds: resetSeconds };
      },
    };
  }
  const windows = new Map<string, { start: number; hits: number }>();
  return {
    async hit(bucket) {
      const time = now();
      const start = Math.floor(time / 60_000) * 60_000;
      let window = windows.get(bucket);
      if (!window || window.start !== start) {
        if (windows.size > 50_000) windows.clear();
        window = { start, hits: 0 };
        windows.set(bucket, window);
      }
      window.hits += 1;
      return {
        allowed: window.hits <= perMinute,
        retryAfterSeconds: Math.max(1, Math.ceil((start + 60_000 - time) / 1000)),
      };
    },
  };
}
