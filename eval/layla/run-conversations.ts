import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';
import { ARABIC_MONTHS, ENGLISH_MONTHS, kindWords } from './lead-words';

export interface HeldOutConversation {
  id: string;
  lang: 'en' | 'ar';
  today?: string;
  turns: string[];
  expectLead: Partial<{
    kind: string;
    eventType: string;
    guestCount: number;
    location: string;
    date: string;
    budget: number;
    name: string;
    phone: string;
    email: string;
  }>;
  checks?: string[];
}

const ANON = 'eval-anon-key-0123456789abcdef';
const SERVICE = 'eval-service-key-0123456789abcdef';

/**
 * Runs each conversation through the natural-conversation function of a real server (fresh
 * PGlite store, .eml outbox), sending back Layla's signed replies as the chat widget does, then
 * reads the stored lead and the staff emails of that conversation and lists every expected value
 * that is not there.
 */
export async function runConversations(file: string) {
  const conversations = JSON.parse(await readFile(file, 'utf8')) as HeldOutConversation[];
  const dataDir = await mkdtemp(join(tmpdir(), 'ev-eval-'));
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EV_ANON_KEY: ANON,
      EV_SERVICE_KEY: SERVICE,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'silent',
    }),
    { retryBaseMs: 50, outboxPollMs: 50 },
  );
  const outbox = join(dataDir, 'outbox');
  const results = [];
  try {
    for (const conversation of conversations) {
      const before = new Set(existsSync(outbox) ? await readdir(outbox) : []);
      const conversationId = `eval-${randomBytes(8).toString('hex')}`;
      const history: { role: 'user' | 'assistant'; content: string; signature?: string }[] = [];
      const replies: string[] = [];
      let leadInfo: Record<string, unknown> = {};
      for (const message of conversation.turns) {
        const response = await fetch(`${server.url}/functions/v1/natural-conversation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: ANON },
          body: JSON.stringify({
            userMessage: message,
            conversationHistory: history,
            language: conversation.lang,
            userContext: leadInfo,
            conversationId,
          }),
        });
        const body = (await response.json()) as { response?: string; signature?: string; leadInfo?: Record<string, unknown> };
        if (!response.ok || !body.response) {
          replies.push(`HTTP ${response.status} ${JSON.stringify(body)}`);
          continue;
        }
        replies.push(body.response);
        leadInfo = body.leadInfo ?? leadInfo;
        history.push({ role: 'user', content: message }, { role: 'assistant', content: body.response, ...(body.signature ? { signature: body.signature } : {}) });
      }
      const emails = await newEmails(outbox, before);
      const leads = (await (await fetch(`${server.url}/admin/leads?format=json`, { headers: { apikey: SERVICE } })).json()) as {
        leads: Record<string, unknown>[];
      };
      const lead = leads.leads.find((row) => row.conversationId === conversationId);
      results.push({
        id: conversation.id,
        lang: conversation.lang,
        problems: checkLead(conversation, lead, emails),
        replies,
        stored: lead ? { ...lead, requestMeta: undefined } : null,
        emails,
      });
    }
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** The emails written since `before`, once the outbox has been quiet for half a second. */
async function newEmails(outbox: string, before: Set<string>): Promise<string[]> {
  let last = -1;
  for (let waited = 0; waited < 6000; waited += 250) {
    const now = existsSync(outbox) ? (await readdir(outbox)).filter((f) => f.endsWith('.eml')).length : 0;
    if (now === last && waited >= 500) break;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!existsSync(outbox)) return [];
  const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml') && !before.has(f));
  const texts = [];
  for (const f of files) {
    const parsed = await simpleParser(await readFile(join(outbox, f)));
    texts.push(`Subject: ${parsed.subject ?? ''}\n${parsed.text ?? ''}`);
  }
  return texts;
}

/** Every expected value the stored lead or the staff emails do not hold. */
function checkLead(conversation: HeldOutConversation, lead: Record<string, unknown> | undefined, emails: string[]): string[] {
  const expected = conversation.expectLead;
  if (!lead) return ['no lead stored'];
  if (emails.length === 0) return ['no staff email'];
  const problems: string[] = [];
  // The details the team reads, not the transcript below them (which holds what the visitor typed).
  const mail = emails.map((email) => email.split(/^\s*(?:Conversation|Transcript)\b/im)[0]).join('\n');
  const payload = (lead.payload ?? {}) as { leadInfo?: Record<string, unknown> };
  const info = { ...(payload.leadInfo ?? {}) };
  const same = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();
  if (expected.name !== undefined && !same(lead.name, expected.name)) problems.push(`name stored ${JSON.stringify(lead.name)}, expected ${expected.name}`);
  if (expected.phone !== undefined && lead.phone !== expected.phone) problems.push(`phone stored ${JSON.stringify(lead.phone)}, expected ${expected.phone}`);
  if (expected.email !== undefined && !same(lead.email, expected.email)) problems.push(`email stored ${JSON.stringify(lead.email)}, expected ${expected.email}`);
  if (expected.guestCount !== undefined && String(lead.guestCount) !== String(expected.guestCount)) problems.push(`guests stored ${JSON.stringify(lead.guestCount)}, expected ${expected.guestCount}`);
  if (expected.location !== undefined && !same(lead.location, expected.location)) problems.push(`city stored ${JSON.stringify(lead.location)}, expected ${expected.location}`);
  if (expected.kind !== undefined) {
    const words = kindWords(expected.kind);
    const said = `${lead.eventType ?? ''} ${JSON.stringify(info)}`;
    if (!words.some((w) => said.toLowerCase().includes(w))) problems.push(`kind stored ${JSON.stringify(lead.eventType)}, expected ${expected.kind}`);
    if (!words.some((w) => mail.toLowerCase().includes(w))) problems.push(`kind ${expected.kind} not in the staff email`);
  }
  if (expected.date !== undefined) {
    const stored = JSON.stringify(info);
    if (!stored.includes(expected.date)) problems.push(`date ${expected.date} not in the stored lead (${stored})`);
    if (!dateForms(expected.date).some((form) => mail.includes(form))) problems.push(`date ${expected.date} not in the staff email`);
  }
  if (expected.budget !== undefined && Number(info.budget) !== expected.budget) problems.push(`budget stored ${JSON.stringify(info.budget)}, expected ${expected.budget}`);
  for (const [key, value] of [['name', expected.name], ['email', expected.email], ['guests', expected.guestCount]] as const) {
    if (value !== undefined && !mail.includes(String(value))) problems.push(`${key} ${value} not in the staff email`);
  }
  if (expected.phone && !mail.replace(/[\s-]/g, '').includes(expected.phone.slice(-9))) problems.push(`phone ${expected.phone} not in the staff email`);
  return problems;
}

/** How a date or a month may be written in the email: ISO, or in words in either language. */
function dateForms(date: string): string[] {
  const [year, month, day] = date.split('-');
  const m = Number(month) - 1;
  const forms = [date, `${ENGLISH_MONTHS[m]} ${year}`, `${ARABIC_MONTHS[m]} ${year}`];
  if (day) forms.push(`${Number(day)} ${ENGLISH_MONTHS[m]} ${year}`);
  return forms;
}
