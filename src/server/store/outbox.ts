import { randomUUID } from 'node:crypto';
import type { Sql } from './sql';

export interface OutboxMessage {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** After this many failed sends a message is marked failed and left for staff to see. */
export const MAX_ATTEMPTS = 8;

/**
 * The mail outbox: every notification is recorded here before anything is sent, so a crash
 * or an SMTP outage delays an email but never loses it, and never touches the lead.
 */
export function outboxRepo(sql: Pick<Sql, 'query'>) {
  return {
    /** `leadId` ties the message to its lead: purging or erasing the lead deletes the message too. */
    async enqueue(kind: string, payload: unknown, leadId?: string): Promise<string> {
      const id = randomUUID();
      await sql.query('insert into outbox (id, kind, payload, lead_id) values ($1, $2, $3::jsonb, $4)', [
        id,
        kind,
        JSON.stringify(payload),
        leadId ?? null,
      ]);
      return id;
    },

    /**
     * Takes one due message and leases it for `leaseSeconds`, so two servers on one PostgreSQL
     * never send the same email twice (SKIP LOCKED + the lease).
     */
    async claim(leaseSeconds = 60): Promise<OutboxMessage | null> {
      const rows = await sql.query<OutboxMessage>(
        `update outbox set locked_until = now() + make_interval(secs => $1), attempts = attempts + 1
         where id = (
           select id from outbox
           where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
           order by next_attempt_at limit 1 for update skip locked)
         returning id, kind, payload, attempts`,
        [leaseSeconds],
      );
      return rows[0] ?? null;
    },

    async markSent(id: string): Promise<void> {
      await sql.query(`update outbox set status = 'sent', sent_at = now(), locked_until = null where id = $1`, [id]);
    },

    /** Schedules the next try with exponential backoff, or gives up after MAX_ATTEMPTS. */
    async markFailed(id: string, attempts: number, error: string, baseDelayMs: number): Promise<void> {
      const delayMs = Math.min(baseDelayMs * 2 ** (attempts - 1), 3_600_000);
      await sql.query(
        `update outbox set status = case when $2::int >= $5::int then 'failed' else 'pending' end,
           last_error = $3, locked_until = null, next_attempt_at = now() + make_interval(secs => $4::float8 / 1000)
         where id = $1`,
        [id, attempts, error.slice(0, 1000), delayMs, MAX_ATTEMPTS],
      );
    },

    async stats(): Promise<Record<'pending' | 'sent' | 'failed', number>> {
      const rows = await sql.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from outbox group by status',
      );
      const stats = { pending: 0, sent: 0, failed: 0 };
      for (const row of rows) stats[row.status as keyof typeof stats] = Number(row.n);
      return stats;
    },

    async get(id: string) {
      const rows = await sql.query<{ status: string; attempts: number; last_error: string | null }>(
        'select status, attempts, last_error from outbox where id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
