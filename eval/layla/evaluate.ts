/**
 * Scores Layla on a held-out set (eval/layla/README.md): `npm run eval:layla -- eval/layla/held-out-1`.
 * Questions go through the engine (`converse`), conversations through the real natural-conversation
 * function (a server in this process, a fresh PGlite store, the .eml outbox), and each conversation's
 * stored lead and staff emails are read back. Prints the table and writes <set>/report-<engine>.json.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { converse } from '../../src/engine/conversation';
import { DEFAULT_COMPANY_FACTS } from '../../src/saudi';
import { runConversations } from './run-conversations';
import { type Declared, type HeldOutQuestion, type Markers, type Outcome, scoreDeclared, scoreQuestion } from './score-question';

const set = process.argv[2];
const label = process.argv[3] ?? 'engine';
if (!set) throw new Error('usage: npm run eval:layla -- <set folder> [label]');
const TODAY = '2026-11-27';

const digits = (phone: string) => phone.replace(/\D/g, '').slice(-7);
const markers: Markers = {
  handover: new RegExp(`${digits(DEFAULT_COMPANY_FACTS.phone).replace(/(\d)/g, '$1[\\s-]?')}|${digits(DEFAULT_COMPANY_FACTS.whatsapp).replace(/(\d)/g, '$1[\\s-]?')}`),
  decline: /outside what I can help with|not something we (do|offer|arrange|handle)|isn't something we|خارج ما أستطيع|خارج نطاق|مو من شغلنا|ليس من خدماتنا|ما نقدمه|مو شي نسويه|ما نسويها/iu,
  clarify: /do you mean|did you mean|which one|تقصد|قصدكم|قصدك|أيهما|ايهم/iu,
};

const questions = JSON.parse(await readFile(join(set, 'questions.json'), 'utf8')) as HeldOutQuestion[];
const tally = (outcomes: Outcome[]) =>
  Object.fromEntries(
    (['right', 'asked', 'handed-over', 'declined-wrongly', 'wrong-topic'] as const).map((o) => [o, outcomes.filter((x) => x === o).length]),
  );
const rows: { id: string; lang: string; expect: string; outcomes: Outcome[]; byTopic?: Outcome[]; reply: string; declared?: Declared[] }[] = [];
for (const item of questions) {
  const context = item.context ?? {};
  const turn = converse({
    userMessage: item.message,
    language: item.lang,
    userContext: context as never,
    alreadyCaptured: typeof context.name === 'string',
    today: TODAY,
  });
  // What the engine says it decided, per question, where it split the message as the item does.
  const decisions = turn.decisions?.map((d) => ({
    outcome: d.kind,
    topic: 'topic' in d ? d.topic : 'topics' in d ? d.topics[0] : undefined,
  }));
  const declared = decisions && decisions.length === item.questions.length ? decisions : undefined;
  const outcomes = item.questions.map((question, index) => scoreQuestion(item, question, turn.response, markers, declared?.[index]));
  const byTopic = declared ? item.questions.map((question, index) => scoreDeclared(item, question, declared[index] as Declared)) : undefined;
  rows.push({ id: item.id, lang: item.lang, expect: item.expect, outcomes, byTopic, reply: turn.response, declared: decisions });
}
const perQuestion = rows.flatMap((row) => row.outcomes);
const perMessage = rows.map((row) => (row.outcomes.every((o) => o === 'right') ? 'right' : (row.outcomes.find((o) => o !== 'right') as Outcome)));
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const line = (name: string, outcomes: Outcome[]) => {
  const t = tally(outcomes);
  return `${name.padEnd(22)} n=${String(outcomes.length).padStart(3)}  ${Object.entries(t)
    .map(([k, v]) => `${k} ${v} (${pct(v, outcomes.length)})`)
    .join('  ')}`;
};
const report: string[] = [
  `Layla on ${set} (${label}), ${new Date().toISOString().slice(0, 10)}`,
  line('questions (all)', perQuestion),
  line('  English', rows.filter((r) => r.lang === 'en').flatMap((r) => r.outcomes)),
  line('  Arabic', rows.filter((r) => r.lang === 'ar').flatMap((r) => r.outcomes)),
  line('  expect answer', rows.filter((r) => r.expect === 'answer').flatMap((r) => r.outcomes)),
  line('  expect decline', rows.filter((r) => r.expect === 'decline').flatMap((r) => r.outcomes)),
  line('  expect handover', rows.filter((r) => r.expect === 'handover').flatMap((r) => r.outcomes)),
  line('messages (all right)', perMessage),
];
const declaredRows = rows.filter((row) => row.byTopic);
if (declaredRows.length) {
  report.push(
    `by the engine's declared topics (${declaredRows.length} of ${rows.length} messages split as the item is):`,
    line('  questions', declaredRows.flatMap((row) => row.byTopic ?? [])),
  );
}

const conversations = await runConversations(join(set, 'conversations.json'));
const held = conversations.filter((c) => c.problems.length === 0).length;
report.push(`conversations: ${held} of ${conversations.length} end with a captured lead, stored and mailed with the last values`);
for (const c of conversations) if (c.problems.length) report.push(`  ${c.id}: ${c.problems.join('; ')}`);
process.stdout.write(`${report.join('\n')}\n`);
await writeFile(
  join(set, `report-${label}.json`),
  `${JSON.stringify({ summary: report, questions: rows, conversations }, null, 2)}\n`,
);
process.exit(0);
