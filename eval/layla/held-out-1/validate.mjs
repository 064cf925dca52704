// Checks the held-out set's own consistency: run with `node validate.mjs` from this folder.
// It reads only this folder and the taxonomy, never the engine.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const read = (p) => readFileSync(join(here, p), 'utf8');
const questions = JSON.parse(read('questions.json'));
const conversations = JSON.parse(read('conversations.json'));
const samples = JSON.parse(read('samples.json'));
const taxonomy = read('../taxonomy.md');

const errors = [];
const fail = (where, what) => errors.push(`${where}: ${what}`);

// Topic ids and kinds from the taxonomy's tables: "| id | kind | what |".
const kinds = new Map();
for (const line of taxonomy.split('\n')) {
  const m = /^\| ([a-z0-9-]+) \| ([a-z:+-]+) \|/.exec(line);
  if (m && m[1] !== 'id') kinds.set(m[1], m[2]);
}
if (kinds.size < 150) fail('taxonomy', `only ${kinds.size} ids parsed`);

const EVENT_TYPES = ['wedding', 'corporate', 'birthday', 'cultural', 'other'];
const CITIES = ['Riyadh', 'Jeddah', 'Mecca', 'Medina', 'Dammam', 'Khobar', 'Dhahran', 'Jubail', 'Al-Ahsa',
  'Taif', 'Abha', 'Khamis Mushait', 'Tabuk', 'Hail', 'Buraidah', 'Jazan', 'Najran', 'Yanbu', 'AlUla', 'NEOM'];
const CONTEXT_KEYS = ['eventType', 'guestCount', 'location', 'eventDate', 'name'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const compile = (where, src) => {
  try {
    return new RegExp(src, 'i');
  } catch (e) {
    fail(where, `regex does not compile: ${e.message}`);
    return null;
  }
};

// ---- questions
const seen = new Set();
for (const q of questions) {
  const at = q.id ?? '?';
  if (!/^q\d{3}$/.test(at) || seen.has(at)) fail(at, 'bad or duplicate id');
  seen.add(at);
  if (!['en', 'ar'].includes(q.lang)) fail(at, 'lang');
  if (typeof q.message !== 'string' || !q.message.trim()) fail(at, 'message');
  if (q.lang === 'ar' && !/[\u0600-\u06FF]/.test(q.message)) fail(at, 'Arabic item without Arabic');
  if (!['answer', 'decline', 'handover'].includes(q.expect)) fail(at, 'expect');
  if (typeof q.note !== 'string' || !q.note) fail(at, 'note');
  if (q.context) {
    for (const [k, v] of Object.entries(q.context)) {
      if (!CONTEXT_KEYS.includes(k)) fail(at, `context key ${k}`);
      if (k === 'eventType' && !EVENT_TYPES.includes(v)) fail(at, `eventType ${v}`);
      if (k === 'location' && !CITIES.includes(v)) fail(at, `location ${v}`);
      if (k === 'eventDate' && !ISO_DATE.test(v)) fail(at, `eventDate ${v}`);
      if (k === 'guestCount' && !(Number.isInteger(v) && v > 0)) fail(at, `guestCount ${v}`);
    }
  }
  if (!Array.isArray(q.questions) || q.questions.length === 0) fail(at, 'questions');
  for (const [i, part] of (q.questions ?? []).entries()) {
    const where = `${at}#${i}`;
    if (q.expect === 'handover' && part.topics.length) fail(where, 'handover items list no topics');
    if (q.expect !== 'handover' && part.topics.length === 0) fail(where, 'no topics');
    for (const t of part.topics) {
      if (!kinds.has(t)) fail(where, `unknown topic ${t}`);
      else if (q.expect === 'decline' && kinds.get(t) !== 'decline') fail(where, `${t} is not a decline topic`);
      else if (q.expect === 'answer' && kinds.get(t) === 'decline') fail(where, `${t} is a decline topic`);
    }
    for (const lang of ['en', 'ar']) {
      if (typeof part.evidence?.[lang] !== 'string') fail(where, `evidence.${lang} missing`);
      else if (part.evidence[lang]) compile(`${where}.${lang}`, part.evidence[lang]);
    }
    if (q.expect !== 'handover' && !part.evidence?.[q.lang]) fail(where, 'empty evidence in the item language');
  }
}

// Each evidence matches the author's sample right reply in the item's language.
for (const q of questions) {
  const reply = samples[q.id];
  if (typeof reply !== 'string') {
    fail(q.id, 'no sample reply');
    continue;
  }
  for (const [i, part] of q.questions.entries()) {
    const src = part.evidence[q.lang];
    if (src && !new RegExp(src, 'i').test(reply)) fail(`${q.id}#${i}`, 'evidence misses the sample right reply');
  }
}

// Specificity: how many right replies of other, unrelated items (same language) an evidence also matches.
// Declines and handovers are compared with answer items only (their wording is shared on purpose).
const loose = [];
for (const q of questions) {
  for (const [i, part] of q.questions.entries()) {
    const src = part.evidence[q.lang];
    if (!src) continue;
    const re = new RegExp(src, 'i');
    const topics = new Set(q.questions.flatMap((p) => p.topics));
    const others = questions.filter(
      (o) =>
        o.id !== q.id &&
        o.lang === q.lang &&
        (q.expect === 'answer' ? true : o.expect === 'answer') &&
        !o.questions.some((p) => p.topics.some((t) => topics.has(t))),
    );
    const hits = others.filter((o) => re.test(samples[o.id])).map((o) => o.id);
    loose.push({ at: `${q.id}#${i}`, hits: hits.length, of: others.length, ids: hits });
  }
}

// ---- conversations
const LEAD_KEYS = ['kind', 'eventType', 'guestCount', 'location', 'date', 'budget', 'name', 'phone', 'email'];
const cseen = new Set();
for (const c of conversations) {
  const at = c.id ?? '?';
  if (!/^c\d{2}$/.test(at) || cseen.has(at)) fail(at, 'bad or duplicate id');
  cseen.add(at);
  if (!['en', 'ar'].includes(c.lang)) fail(at, 'lang');
  if (!ISO_DATE.test(c.today)) fail(at, 'today');
  if (!Array.isArray(c.turns) || c.turns.length < 4 || c.turns.length > 9) fail(at, `turns: ${c.turns?.length}`);
  if (c.turns.some((t) => typeof t !== 'string' || !t.trim())) fail(at, 'empty turn');
  const lead = c.expectLead ?? {};
  for (const [k, v] of Object.entries(lead)) {
    if (!LEAD_KEYS.includes(k)) fail(at, `lead key ${k}`);
    if (v === null || v === undefined || v === '') fail(at, `lead ${k} empty: omit it instead`);
  }
  if (!lead.kind || !EVENT_TYPES.includes(lead.eventType)) fail(at, 'kind / eventType');
  if (lead.location && !CITIES.includes(lead.location)) fail(at, `location ${lead.location}`);
  if (lead.date && !/^\d{4}-\d{2}(-\d{2})?$/.test(lead.date)) fail(at, `date ${lead.date}`);
  if (lead.date && lead.date.slice(0, 7) < c.today.slice(0, 7)) fail(at, 'date before today');
  if (lead.phone && !/^\+9665\d{8}$/.test(lead.phone)) fail(at, `phone ${lead.phone}`);
  if (lead.email && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(lead.email)) fail(at, `email ${lead.email}`);
  if (!lead.phone && !lead.email) fail(at, 'no contact');
  if (!lead.name) fail(at, 'no name');
  if (!Array.isArray(c.checks) || c.checks.length === 0) fail(at, 'checks');
}

// ---- counts
const count = (xs, f) => xs.reduce((m, x) => ((m[f(x)] = (m[f(x)] ?? 0) + 1), m), {});
const byLang = count(questions, (q) => q.lang);
const byLangExpect = count(questions, (q) => `${q.lang}/${q.expect}`);
const twoQ = count(questions.filter((q) => q.questions.length > 1), (q) => q.lang);
const convByLang = count(conversations, (c) => c.lang);
if ((byLang.en ?? 0) < 42 || (byLang.ar ?? 0) < 42) fail('counts', 'fewer than 42 items in a language');
if ((convByLang.en ?? 0) < 11 || (convByLang.ar ?? 0) < 11) fail('counts', 'fewer than 11 conversations in a language');
const groups = {};
for (const line of taxonomy.split('\n')) {
  const g = /^## .*\[(\w+)\]/.exec(line);
  if (g) groups.current = g[1];
  const m = /^\| ([a-z0-9-]+) \|/.exec(line);
  if (m && m[1] !== 'id') groups[m[1]] = groups.current;
}
const groupCount = count(
  questions.flatMap((q) => [...new Set(q.questions.flatMap((p) => p.topics).map((t) => `${q.lang}/${groups[t]}`))]),
  (x) => x,
);
const topicsCovered = new Set(questions.flatMap((q) => q.questions.flatMap((p) => p.topics)));

console.log('items by language:', byLang);
console.log('items by language/expect:', byLangExpect);
console.log('two-question items:', twoQ);
console.log('item topics by language/group:', groupCount);
console.log(`distinct topics used: ${topicsCovered.size} of ${kinds.size}`);
console.log('conversations by language:', convByLang);
const worst = loose.filter((l) => l.hits > 2).sort((a, b) => b.hits - a.hits);
console.log(`evidence also matching > 2 unrelated right replies: ${worst.length} of ${loose.length}`);
for (const l of worst) console.log(`  ${l.at}: ${l.hits}/${l.of} (${l.ids.join(' ')})`);
if (errors.length) {
  console.error(`\n${errors.length} problem(s):\n${errors.join('\n')}`);
  process.exit(1);
}
console.log('\nOK: both files parse, topic ids exist, regexes compile and match the sample right replies.');
