import { randomUUID } from 'node:crypto';
import { LEAD_FIELD_NAMES, LEAD_FIELDS, type LeadFieldName } from '../../contracts/lead-fields';
import type { Sql } from './sql';

/** A lead's own fields (src/contracts/lead-fields.ts), as the store takes them. */
export type LeadColumns = { [K in LeadFieldName]?: string | number };

export interface NewLead extends LeadColumns {
  source: string;
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

export type StoredLead = {
  id: string;
  createdAt: string;
  source: string;
} & { [K in LeadFieldName]: string | null } & {
  wantsTeamContact: boolean;
  conversationId: string | null;
  payload: unknown;
  requestMeta: RequestMeta;
};

/** The leads table's columns of the lead's own fields, in their declared order: the SQL below is made from them. */
const FIELD_COLUMNS = LEAD_FIELD_NAMES.map((name) => ({ name, column: LEAD_FIELDS[name].column }));

const INSERT_COLUMNS = [
  ...['id', 'source', ...FIELD_COLUMNS.map(({ column }) => column)],
  ...['wants_team_contact', 'conversation_id', 'payload', 'request_meta'],
];
const JSONB = new Set(['payload', 'request_meta']);
const INSERT_LEAD = `insert into leads (${INSERT_COLUMNS.join(', ')})
  values (${INSERT_COLUMNS.map((column, at) => `$${at + 1}${JSONB.has(column) ? '::jsonb' : ''}`).join(', ')})
  on conflict (conversation_id) do nothing
  returning id, created_at`;

// The payload is the last parameter, after the conversation ($1) and every field's value.
const PAYLOAD = `$${FIELD_COLUMNS.length + 2}::jsonb`;
const UPDATE_CHAT_LEAD = `with old as (select id, payload -> 'leadInfo' as info from leads where conversation_id = $1)
  update leads set ${FIELD_COLUMNS.map(({ column }, at) => `${column} = $${at + 2}`).join(', ')}, payload = ${PAYLOAD}
  from old
  where leads.id = old.id and old.info is distinct from (${PAYLOAD} -> 'leadInfo')
  returning leads.id, old.info as before`;

/** The leads table: written once (a chat lead updated when its visitor changes a detail), read by staff. */
export function leadsRepo(sql: Pick<Sql, 'query'>) {
  return {
    /**
     * Commits the lead and returns its id; the caller answers 2xx only after this resolves.
     * A chat lead is stored once per conversation: a second insert for the same conversation returns null.
     */
    async insert(lead: NewLead): Promise<{ id: string; receivedAt: string } | null> {
      const rows = await sql.query<{ id: string; created_at: Date | string }>(INSERT_LEAD, [
        randomUUID(),
        lead.source,
        ...fieldValues(lead),
        lead.wantsTeamContact,
        lead.conversationId ?? null,
        JSON.stringify(lead.payload),
        JSON.stringify(lead.requestMeta),
      ]);
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
      lead: LeadColumns & { payload: { leadInfo: unknown } },
    ): Promise<{ id: string; before: unknown } | null> {
      const rows = await sql.query<{ id: string; before: unknown }>(UPDATE_CHAT_LEAD, [
        conversationId,
        ...fieldValues(lead),
        JSON.stringify(lead.payload),
      ]);
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
  const fields = Object.fromEntries(
    FIELD_COLUMNS.map(({ name, column }) => [name, (row[column] as string | null) ?? null]),
  );
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at as string).toISOString(),
    source: String(row.source),
    ...(fields as { [K in LeadFieldName]: string | null }),
    wantsTeamContact: Boolean(row.wants_team_contact),
    conversationId: (row.conversation_id as string | null) ?? null,
    payload: row.payload,
    requestMeta: row.request_meta as RequestMeta,
  };
}

/** The lead's own fields in FIELD_COLUMNS' order, as text (a guest count too), null when not given. */
function fieldValues(lead: LeadColumns): (string | null)[] {
  return FIELD_COLUMNS.map(({ name }) => (lead[name] === undefined ? null : String(lead[name])));
}
