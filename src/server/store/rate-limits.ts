import type { Sql } from './sql';

/**
 * Fixed one-minute windows counted in the database, so N servers on one PostgreSQL share one
 * limit. Each hit is one upsert; old windows are swept now and then.
 */
export function rateLimitRepo(sql: Sql) {
  let hitsSinceSweep = 0;
  return {
    /** Counts a hit and returns the count in the current window and the seconds until it ends. */
    async hit(bucket: string, nowMs: number): Promise<{ hits: number; resetSeconds: number }> {
      const windowStart = Math.floor(nowMs / 60_000) * 60_000;
      const rows = await sql.query<{ hits: number }>(
        `insert into rate_limits (bucket, window_start, hits) values ($1, to_timestamp($2::float8 / 1000), 1)
         on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
         returning hits`,
        [bucket, windowStart],
      );
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        await sql.query(`delete from rate_limits where window_start < now() - interval '5 minutes'`);
      }
      return {
        hits: Number(rows[0]?.hits ?? 1),
        resetSeconds: Math.max(1, Math.ceil((windowStart + 60_000 - nowMs) / 1000)),
      };
    },
  };
}
