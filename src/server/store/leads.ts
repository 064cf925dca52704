import { randomUUID } from 'node:crypto';
import type { Sql } from './sql';

export interface NewLead {
  source: string;
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
  eventType?: string;
  location?: string;
  guestCount?: string | number;
  wantsTeamContact: boolean;
  conversationId?: string;
  /** The whole request as received (after validation), kept verbatim. */
  payload: unknown;
  requestMeta: RequestMeta;
}

/**
 * Who sent a request, for abuse control: the address and user agent are kept whole for a day,
 * then the address is cut to its network (`ipNetwork`) and the user agent dropped (retention.ts).
 */
export interface RequestMeta {
  requestId: string;
  ip?: string;
  userAgent?: string;
  origin?: string;
  /** The address's network (IPv4 /24, IPv6 /48) once the address itself is gone. */
  ipNetwork?: string;
}

export interface StoredLead {
  id: string;
  createdAt: string;
  source: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  eventType: string | null;
  location: string | null;
  guestCount: string | null;
  wantsTeamContact: boolean;
  conversationId: string | null;
  payload: unknown;
  requestMeta: RequestMeta;
}

/** The leads table: written once (a chat lead updated when its visitor changes a detail), read by staff. */
export function leadsRepo(sql: Pick<Sql, 'query'>) {
  return {
    /**
     * Commits the lead and returns its id; the caller answers 2xx only after this resolves.
     * A chat lead is stored once per conversation: a second insert for the same conversation returns null.
     */
    async insert(lead: NewLead): Promise<{ id: string; receivedAt: string } | null> {
      const rows = await sql.query<{ id: string; created_at: Date | string }>(
        `insert into leads (id, source, name, email, phone, message, event_type, location, guest_count,
                            wants_team_contact, conversation_id, payload, request_meta)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb)
         on conflict (conversation_id) do nothing
         returning id, created_at`,
        [
          randomUUID(),
          lead.source,
          lead.name ?? null,
          lead.email ?? null,
          lead.phone ?? null,
          lead.message ?? null,
          lead.eventType ?? null,
          lead.location ?? null,
          lead.guestCount === undefined ? null : String(lead.guestCount),
          lead.wantsTeamContact,
          lead.conversationId ?? null,
          JSON.stringify(lead.payload),
          JSON.stringify(lead.requestMeta),
        ],
      );
      const row = rows[0];
      return row ? { id: row.id, receivedAt: new Date(row.created_at).toISOString() } : null;
    },

    /**
     * A chat lead's details changed after it was captured (the visitor corrected the count, named
     * the date…): its row takes the new values and its payload the new leadInfo and transcript.
     * Returns the row's id and the leadInfo it held before, or null when the conversation has no
     * lead or its leadInfo is already this one (a request sent twice changes nothing).
     */
    async updateConversation(
      conversationId: string,
      lead: Pick<NewLead, 'name' | 'email' | 'phone' | 'eventType' | 'location' | 'guestCount' | 'message'> & {
        payload: { leadInfo: unknown };
      },
    ): Promise<{ id: string; before: unknown } | null> {
      const rows = await sql.query<{ id: string; before: unknown }>(
        `with old as (select id, payload -> 'leadInfo' as info from leads where conversation_id = $1)
         update leads set name = $2, email = $3, phone = $4, event_type = $5, location = $6, guest_count = $7,
                          message = $8, payload = $9::jsonb
         from old
         where leads.id = old.id and old.info is distinct from ($9::jsonb -> 'leadInfo')
         returning leads.id, old.info as before`,
        [
          conversationId,
          lead.name ?? null,
          lead.email ?? null,
          lead.phone ?? null,
          lead.eventType ?? null,
          lead.location ?? null,
          lead.guestCount === undefined ? null : String(lead.guestCount),
          lead.message ?? null,
          JSON.stringify(lead.payload),
        ],
      );
      const row = rows[0];
      return row ? { id: row.id, before: typeof row.before === 'string' ? JSON.parse(row.before) : row.before } : null;
    },

    async hasConversation(conversationId: string): Promise<boolean> {
      const rows = await sql.query('select 1 from leads where conversation_id = $1', [conversationId]);
      return rows.length > 0;
    },

    /** Oldest first, optionally from a day on (inclusive, UTC). */
    async list(options: { since?: string; limit?: number } = {}): Promise<StoredLead[]> {
      const rows = await sql.query<Record<string, unknown>>(
        `select * from leads where ($1::date is null or created_at >= $1::date)
         order by created_at, id limit $2`,
        [options.since ?? null, options.limit ?? 100_000],
      );
      return rows.map(toLead);
    },

    async count(): Promise<number> {
      const rows = await sql.query<{ n: number | string }>('select count(*)::int as n from leads');
      return Number(rows[0]?.n ?? 0);
    },
  };
}
export type LeadsRepo = ReturnType<typeof leadsRepo>;

/** A leads row as the store hands it out. */
export function toLead(row: Record<string, unknown>): StoredLead {
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at as string).toISOString(),
    source: String(row.source),
    name: (row.name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    message: (row.message as string | null) ?? null,
    eventType: (row.event_type as string | null) ?? null,
    location: (row.location as string | null) ?? null,
    guestCount: (row.guest_count as string | null) ?? null,
    wantsTeamContact: Boolean(row.wants_team_contact),
    conversationId: (row.conversation_id as string | null) ?? null,
    payload: row.payload,
    requestMeta: row.request_meta as RequestMeta,
  };
}
