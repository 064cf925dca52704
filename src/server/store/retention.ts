import { ipNetwork } from '../privacy/ip-network';
import { scrubDeleted } from './scrub-deleted';
import type { Sql } from './sql';

/**
 * How long a lead keeps the visitor's full IP address and user agent: a day, long enough for
 * staff reviewing the day's leads to spot a flood of junk and block its source (the rate limit
 * itself needs an address for one minute, in its own table). Then the address is cut to its
 * network and the user agent dropped.
 */
export const FULL_REQUEST_META_HOURS = 24;

/** Rate-limit windows last a minute; older ones (holding client addresses) are swept. */
const RATE_LIMIT_KEEP_MINUTES = 5;

/** Any fixed number: the lock that lets one server at a time run maintenance. */
const MAINTENANCE_LOCK = 872_062;

/** At most this many leads are minimised per pass, to keep the transaction short; the next pass takes the rest. */
const MINIMISE_BATCH = 5000;

export interface MaintenanceReport {
  /** What the daily retention purge removed, or null when it had already run today (UTC). */
  purged: { leadIds: string[]; outboxIds: string[] } | null;
  /** Leads whose address was cut to its network and user agent dropped. */
  minimised: number;
  /** Rate-limit windows swept. */
  rateLimitWindows: number;
}

/**
 * The store's side of the personal-data rules, run by every server on a timer (and by the Edge
 * Functions after requests). One pass, in one transaction: minimises the request details of leads
 * past FULL_REQUEST_META_HOURS, sweeps old rate-limit windows and, on the first pass of each UTC
 * day, purges leads older than the retention period together with their outbox messages (their
 * chat transcripts live in the lead row). Returns null when another server is running a pass
 * right now (an advisory lock), so two servers never run it at once; the claim row in
 * maintenance_runs makes the purge run once a day however many servers pass.
 * @example await runMaintenance(store.sql, { now: new Date(), retentionDays: 365 });
 */
export async function runMaintenance(
  sql: Sql,
  options: { now: Date; retentionDays: number },
): Promise<MaintenanceReport | null> {
  const now = options.now.getTime();
  const report = await sql.transaction(async (tx): Promise<MaintenanceReport | null> => {
    const [lock] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
      MAINTENANCE_LOCK,
    ]);
    if (!lock?.locked) return null;
    const minimised = await minimise(tx, new Date(now - FULL_REQUEST_META_HOURS * 3_600_000));
    const swept = await tx.query('delete from rate_limits where window_start < $1::timestamptz returning 1', [
      new Date(now - RATE_LIMIT_KEEP_MINUTES * 60_000).toISOString(),
    ]);
    const claimed = await tx.query(
      `insert into maintenance_runs (job, last_run_at) values ('retention-purge', $1::timestamptz)
       on conflict (job) do update set last_run_at = excluded.last_run_at
       where maintenance_runs.last_run_at < date_trunc('day', excluded.last_run_at, 'UTC')
       returning job`,
      [options.now.toISOString()],
    );
    const purged = claimed.length > 0 ? await purge(tx, new Date(now - options.retentionDays * 86_400_000)) : null;
    return { purged, minimised, rateLimitWindows: swept.length };
  });
  // What was purged or minimised must not stay readable in the database files either.
  const purgedRows = (report?.purged?.leadIds.length ?? 0) + (report?.purged?.outboxIds.length ?? 0);
  if (report && purgedRows + report.minimised > 0) await scrubDeleted(sql);
  return report;
}

async function purge(tx: Pick<Sql, 'query'>, cutoff: Date) {
  const before = cutoff.toISOString();
  // Outbox messages go with their lead, and any message older than the period on its own
  // (a contact-form notification is not tied to its lead, but is written with it).
  const outbox = await tx.query<{ id: string }>(
    `delete from outbox where created_at < $1::timestamptz
       or lead_id in (select id from leads where created_at < $1::timestamptz) returning id`,
    [before],
  );
  const leads = await tx.query<{ id: string }>('delete from leads where created_at < $1::timestamptz returning id', [
    before,
  ]);
  return { leadIds: leads.map((row) => row.id), outboxIds: outbox.map((row) => row.id) };
}

async function minimise(tx: Pick<Sql, 'query'>, cutoff: Date): Promise<number> {
  const rows = await tx.query<{ id: string; ip: string | null }>(
    `select id, request_meta->>'ip' as ip from leads
     where request_meta ?| array['ip', 'userAgent'] and created_at < $1::timestamptz limit $2`,
    [cutoff.toISOString(), MINIMISE_BATCH],
  );
  if (rows.length === 0) return 0;
  const networks = rows.map((row) => ({ id: row.id, network: ipNetwork(row.ip ?? undefined) ?? null }));
  await tx.query(
    `update leads set request_meta = (request_meta - 'ip' - 'userAgent')
       || case when v.network is null then '{}'::jsonb else jsonb_build_object('ipNetwork', v.network) end
     from jsonb_to_recordset($1::jsonb) as v(id uuid, network text) where leads.id = v.id`,
    [JSON.stringify(networks)],
  );
  return rows.length;
}
