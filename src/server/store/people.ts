import { toE164 } from '../../saudi/phone-number';
import { type StoredLead, toLead } from './leads';
import { scrubDeleted } from './scrub-deleted';
import type { Sql } from './sql';

/** One person, as a request for access or erasure names them: a lowercased email or an E.164 phone. */
export type PersonQuery = { email: string } | { phone: string };

/** An outbox message as staff see it when answering a person's request. */
export interface OutboxEntry {
  id: string;
  createdAt: string;
  kind: string;
  status: string;
  attempts: number;
  leadId: string | null;
  payload: unknown;
}

/** Everything the store holds about one person. */
export interface PersonRecord {
  leads: StoredLead[];
  outbox: OutboxEntry[];
}

/** What an erasure removed, by id. */
export interface Erased {
  leadIds: string[];
  outboxIds: string[];
}

// The contact details an outbox message carries: a contact-form notification has them under
// `request`, a chat lead under `leadInfo` (already E.164 there).
const OUTBOX_EMAIL = `coalesce(payload->'request'->>'email', payload->'leadInfo'->>'email')`;
const OUTBOX_PHONE = `coalesce(payload->'request'->>'phone', payload->'leadInfo'->>'phone')`;

/**
 * Finds and erases one person's leads (with the chat transcripts they hold) and outbox messages.
 * Emails match in any letter case; phones in any written form (`05…`, `+966 5…`, `00966…`,
 * Arabic-Indic digits), as `toE164` reads them. The database narrows by the number's last eight
 * digits, which every written form of it shares; `toE164` then decides, so SQL never has to
 * re-implement the phone rules.
 */
export function peopleRepo(sql: Sql) {
  return {
    async find(query: PersonQuery): Promise<PersonRecord> {
      const { leadRows, outboxRows } = await matching(sql, query);
      return { leads: leadRows.map(toLead), outbox: outboxRows.map(toOutboxEntry) };
    },

    /**
     * Deletes every lead and outbox message of the person in one transaction, then scrubs the
     * database files of them (scrub-deleted.ts).
     */
    async erase(query: PersonQuery): Promise<Erased> {
      const erased = await sql.transaction(async (tx) => {
        const { leadRows, outboxRows } = await matching(tx, query);
        const leadIds = leadRows.map((row) => String(row.id));
        const outboxIds = outboxRows.map((row) => String(row.id));
        const removedOutbox = await tx.query<{ id: string }>(
          `delete from outbox where id in (select jsonb_array_elements_text($1::jsonb)::uuid)
             or lead_id in (select jsonb_array_elements_text($2::jsonb)::uuid) returning id`,
          [JSON.stringify(outboxIds), JSON.stringify(leadIds)],
        );
        const removedLeads = await tx.query<{ id: string }>(
          'delete from leads where id in (select jsonb_array_elements_text($1::jsonb)::uuid) returning id',
          [JSON.stringify(leadIds)],
        );
        return { leadIds: removedLeads.map((row) => row.id), outboxIds: removedOutbox.map((row) => row.id) };
      });
      if (erased.leadIds.length + erased.outboxIds.length > 0) await scrubDeleted(sql);
      return erased;
    },
  };
}
export type PeopleRepo = ReturnType<typeof peopleRepo>;

type Row = Record<string, unknown>;

async function matching(sql: Pick<Sql, 'query'>, query: PersonQuery) {
  if ('email' in query) {
    const email = query.email.toLowerCase();
    const leadRows = await sql.query<Row>('select * from leads where lower(email) = $1 order by created_at, id', [
      email,
    ]);
    const outboxRows = await sql.query<Row>(
      `select * from outbox where lower(${OUTBOX_EMAIL}) = $1 order by created_at, id`,
      [email],
    );
    return { leadRows, outboxRows };
  }
  const tail = query.phone.slice(-8);
  const leadRows = await sql.query<Row>(
    `select * from leads where ${lastDigits('phone')} = $1 order by created_at, id`,
    [tail],
  );
  const outboxRows = await sql.query<Row>(
    `select *, ${OUTBOX_PHONE} as matched_phone from outbox where ${lastDigits(OUTBOX_PHONE)} = $1
     order by created_at, id`,
    [tail],
  );
  const same = (phone: unknown) => typeof phone === 'string' && toE164(phone) === query.phone;
  return {
    leadRows: leadRows.filter((row) => same(row.phone)),
    outboxRows: outboxRows.filter((row) => same(row.matched_phone)),
  };
}

/** The last eight ASCII digits of a phone as typed (Arabic-Indic and Persian digits read as digits). */
function lastDigits(column: string): string {
  return `right(regexp_replace(translate(${column}, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '[^0-9]', '', 'g'), 8)`;
}

function toOutboxEntry(row: Row): OutboxEntry {
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at as string).toISOString(),
    kind: String(row.kind),
    status: String(row.status),
    attempts: Number(row.attempts),
    leadId: (row.lead_id as string | null) ?? null,
    payload: row.payload,
  };
}
