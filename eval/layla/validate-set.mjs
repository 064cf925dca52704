// The checks every held-out set's validate.mjs runs on its own folder: the files parse, topic ids
// exist in the taxonomy, evidence regexes compile with the evaluator's flags and match the author's
// sample right replies, conversations expect only what the harness can read back, counts hold.
// Reads only the set's folder and the taxonomy, never the engine, its entries or its tests.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The rules the blind writers of sets 4 and 5 were given (each set adds its date and size). */
export const BLIND_SET_RULES = Object.freeze({
  minTurns: 6,
  minConversations: 12,
  minTwoQuestions: 10,
  minDeclines: 8,
  minHandovers: 7,
  harnessKindsOnly: true,
  everyDetail: true,
});

/**
 * Validates the set next to `moduleUrl` (its validate.mjs's import.meta.url); exits 1 on a problem.
 * The rules a set was written to differ a little (the minimum turns, the counts it promises), so
 * they are options; the defaults are the latest set's.
 */
export function validateSet(moduleUrl, rules = {}) {
  const {
    minTurns = 6,
    today = '2026-11-27',
    minItems = 50,
    minConversations = 10,
    minTwoQuestions = 0,
    minDeclines = 0,
    minHandovers = 0,
    harnessKindsOnly = false,
    everyDetail = false,
  } = rules;
  const here = dirname(fileURLToPath(moduleUrl));
  const read = (p) => readFileSync(join(here, p), 'utf8');
  const errors = [];
  const fail = (where, what) => errors.push(`${where}: ${what}`);
  const parse = (file) => {
    try {
      return JSON.parse(read(file));
    } catch (e) {
      fail(file, `does not parse: ${e.message}`);
      return null;
    }
  };
  const questions = parse('questions.json') ?? [];
  const conversations = parse('conversations.json') ?? [];
  const samples = parse('samples.json') ?? {};
  const taxonomyPath = process.env.LAYLA_TAXONOMY ? resolve(process.env.LAYLA_TAXONOMY) : join(here, '../taxonomy.md');
  let taxonomy = '';
  try {
    taxonomy = readFileSync(taxonomyPath, 'utf8');
  } catch {
    fail('taxonomy', `not found at ${taxonomyPath}: copy Layla's taxonomy.md next to this folder or set LAYLA_TAXONOMY`);
  }

  // Taxonomy ids, kinds and groups from its tables ("| id | kind | what |") under "## … [group]".
  const kinds = new Map();
  const groupOf = new Map();
  let group = '';
  for (const line of taxonomy.split('\n')) {
    const g = /^## .*\[(\w+)\]/.exec(line);
    if (g) group = g[1];
    const m = /^\| ([a-z0-9-]+) \| ([a-z:+-]+) \|/.exec(line);
    if (m && m[1] !== 'id') {
      kinds.set(m[1], m[2]);
      groupOf.set(m[1], group);
    }
  }
  if (kinds.size < 150) fail('taxonomy', `only ${kinds.size} ids parsed`);

  const EVENT_TYPES = ['wedding', 'corporate', 'birthday', 'cultural', 'other'];
  const CITIES = ['Riyadh', 'Jeddah', 'Mecca', 'Medina', 'Dammam', 'Khobar', 'Dhahran', 'Jubail', 'Al-Ahsa', 'Taif', 'Abha',
    'Khamis Mushait', 'Tabuk', 'Hail', 'Buraidah', 'Jazan', 'Najran', 'Yanbu', 'AlUla', 'NEOM'];
  const CONTEXT_KEYS = ['eventType', 'guestCount', 'location', 'eventDate', 'name'];
  const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
  // The evaluator applies evidence with flags 'iu' (eval/layla/score-question.ts).
  const compile = (where, src) => {
    try {
      return new RegExp(src, 'iu');
    } catch (e) {
      fail(where, `regex does not compile with 'iu': ${e.message}`);
      return null;
    }
  };

  // ---- questions
  const ids = new Set();
  for (const q of questions) {
    const at = q.id ?? '?';
    if (!/^q\d{3}$/.test(at) || ids.has(at)) fail(at, 'bad or duplicate id');
    ids.add(at);
    if (!['en', 'ar'].includes(q.lang)) fail(at, 'lang');
    if (typeof q.message !== 'string' || !q.message.trim()) fail(at, 'message');
    if (q.lang === 'ar' && !/[\u0600-\u06FF]/.test(q.message)) fail(at, 'Arabic item without Arabic');
    if (!['answer', 'decline', 'handover'].includes(q.expect)) fail(at, 'expect');
    if (typeof q.note !== 'string' || !q.note) fail(at, 'note');
    for (const [k, v] of Object.entries(q.context ?? {})) {
      if (!CONTEXT_KEYS.includes(k)) fail(at, `context key ${k}`);
      if (k === 'eventType' && !EVENT_TYPES.includes(v)) fail(at, `eventType ${v}`);
      if (k === 'location' && !CITIES.includes(v)) fail(at, `location ${v}`);
      if (k === 'eventDate' && !ISO_DATE.test(v)) fail(at, `eventDate ${v}`);
      if (k === 'guestCount' && !(Number.isInteger(v) && v > 0)) fail(at, `guestCount ${v}`);
    }
    if (!Array.isArray(q.questions) || q.questions.length === 0) fail(at, 'questions');
    for (const [i, part] of (q.questions ?? []).entries()) {
      const where = `${at}#${i}`;
      if (!Array.isArray(part.topics)) fail(where, 'topics');
      if (q.expect === 'handover' && part.topics.length) fail(where, 'a hand-over lists no topics');
      if (q.expect !== 'handover' && !part.topics.length) fail(where, 'no topics');
      for (const t of part.topics) {
        if (!kinds.has(t)) fail(where, `unknown topic ${t}`);
        else if (q.expect === 'decline' && kinds.get(t) !== 'decline') fail(where, `${t} is not a decline topic`);
        else if (q.expect === 'answer' && kinds.get(t) === 'decline') fail(where, `${t} is a decline topic`);
      }
      for (const lang of ['en', 'ar']) {
        if (typeof part.evidence?.[lang] !== 'string' || !part.evidence[lang]) fail(where, `evidence.${lang} missing`);
        else compile(`${where}.${lang}`, part.evidence[lang]);
      }
    }
    // Every evidence matches the author's sample right reply in the item's language.
    const reply = samples[at];
    if (typeof reply !== 'string') fail(at, 'no sample reply');
    else
      for (const [i, part] of (q.questions ?? []).entries()) {
        const re = part.evidence?.[q.lang] && compile(`${at}#${i}`, part.evidence[q.lang]);
        if (re && !re.test(reply)) fail(`${at}#${i}`, 'evidence misses the sample right reply');
      }
  }
  for (const key of Object.keys(samples)) if (key !== '_about' && !ids.has(key)) fail('samples.json', `${key} has no item`);

  // Specificity: answer evidence matching right replies of unrelated answer items (same language).
  const loose = [];
  for (const q of questions.filter((x) => x.expect === 'answer')) {
    for (const [i, part] of q.questions.entries()) {
      const re = new RegExp(part.evidence[q.lang], 'iu');
      const mine = new Set(q.questions.flatMap((p) => p.topics));
      const hits = questions
        .filter((o) => o.id !== q.id && o.lang === q.lang && o.expect === 'answer')
        .filter((o) => !o.questions.some((p) => p.topics.some((t) => mine.has(t))))
        .filter((o) => re.test(samples[o.id]))
        .map((o) => o.id);
      loose.push({ at: `${q.id}#${i}`, hits });
    }
  }

  // ---- conversations
  // The occasions eval/layla/lead-words.ts can recognise in a stored lead and a staff email.
  const HARNESS_KINDS = ['wedding', 'graduation', 'aqiqah', 'henna night', 'milka', 'engagement', 'birthday', 'conference',
    'corporate dinner', 'eid gathering', 'condolence', 'ghabga', 'anniversary'];
  const LEAD_KEYS = ['kind', 'eventType', 'guestCount', 'location', 'date', 'budget', 'name', 'phone', 'email'];
  const cids = new Set();
  for (const c of conversations) {
    const at = c.id ?? '?';
    if (!/^c\d{2}$/.test(at) || cids.has(at)) fail(at, 'bad or duplicate id');
    cids.add(at);
    if (!['en', 'ar'].includes(c.lang)) fail(at, 'lang');
    if (today ? c.today !== today : !/^\d{4}-\d{2}-\d{2}$/.test(c.today)) fail(at, 'today');
    if (!Array.isArray(c.turns) || c.turns.length < minTurns || c.turns.length > 9) fail(at, `turns: ${c.turns?.length}`);
    if ((c.turns ?? []).some((t) => typeof t !== 'string' || !t.trim())) fail(at, 'empty turn');
    const lead = c.expectLead ?? {};
    for (const [k, v] of Object.entries(lead)) {
      if (!LEAD_KEYS.includes(k)) fail(at, `lead key ${k}`);
      if (v === null || v === undefined || v === '') fail(at, `lead ${k} empty: omit it instead`);
    }
    if (!lead.kind || !EVENT_TYPES.includes(lead.eventType)) fail(at, 'kind / eventType');
    if (harnessKindsOnly && lead.kind && !HARNESS_KINDS.includes(lead.kind)) fail(at, `kind ${lead.kind} is not one lead-words.ts knows`);
    if (everyDetail && (!lead.guestCount || !lead.location || !lead.date)) fail(at, 'every conversation gives kind, guests, city and date');
    if (lead.guestCount !== undefined && !(Number.isInteger(lead.guestCount) && lead.guestCount > 0)) fail(at, 'guestCount');
    if (lead.budget !== undefined && !(Number.isInteger(lead.budget) && lead.budget > 0)) fail(at, 'budget');
    if (lead.location && !CITIES.includes(lead.location)) fail(at, `location ${lead.location}`);
    if (lead.date && !/^\d{4}-\d{2}(-\d{2})?$/.test(lead.date)) fail(at, `date ${lead.date}`);
    if (lead.date && lead.date < c.today.slice(0, lead.date.length)) fail(at, 'date before today');
    if (lead.phone && !/^\+9665\d{8}$/.test(lead.phone)) fail(at, `phone ${lead.phone}`);
    if (lead.email && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(lead.email)) fail(at, `email ${lead.email}`);
    if (!lead.phone && !lead.email) fail(at, 'no contact');
    if (!lead.name) fail(at, 'no name');
    // Every expected contact detail was typed by the visitor (digits folded to ASCII, spaces dropped).
    const said = (c.turns ?? []).join('\n').toLowerCase();
    const digits = said.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\s-]/g, '');
    if (lead.phone && !digits.includes(lead.phone.slice(-9))) fail(at, 'phone not in the turns');
    if (lead.email && !said.includes(lead.email.toLowerCase())) fail(at, 'email not in the turns');
    if (lead.name && !said.includes(lead.name.toLowerCase())) fail(at, 'name not in the turns');
    if (!Array.isArray(c.checks) || !c.checks.length) fail(at, 'checks');
  }

  // ---- counts
  const count = (xs, f) => xs.reduce((m, x) => ((m[f(x)] = (m[f(x)] ?? 0) + 1), m), {});
  const byLang = count(questions, (q) => q.lang);
  const byLangExpect = count(questions, (q) => `${q.lang}/${q.expect}`);
  const twoQ = count(questions.filter((q) => q.questions.length > 1), (q) => q.lang);
  const PRICE = new Set(['price-estimate', 'price-item', 'budget-fit', 'tiers-explained']);
  const price = count(questions.filter((q) => q.questions.some((p) => p.topics.some((t) => PRICE.has(t)))), (q) => q.lang);
  const followUps = count(questions.filter((q) => q.context?.name), (q) => q.lang);
  const convByLang = count(conversations, (c) => c.lang);
  const groups = count(
    questions.filter((q) => q.expect !== 'handover').flatMap((q) => [...new Set(q.questions.map((p) => `${q.lang}/${groupOf.get(p.topics[0])}`))]),
    (x) => x,
  );
  for (const lang of ['en', 'ar']) {
    if ((twoQ[lang] ?? 0) < minTwoQuestions) fail('counts', `fewer than ${minTwoQuestions} ${lang} two-question items`);
    if ((byLangExpect[`${lang}/decline`] ?? 0) < minDeclines) fail('counts', `fewer than ${minDeclines} ${lang} declines`);
    if ((byLangExpect[`${lang}/handover`] ?? 0) < minHandovers) fail('counts', `fewer than ${minHandovers} ${lang} hand-overs`);
    if ((byLang[lang] ?? 0) < minItems) fail('counts', `fewer than ${minItems} ${lang} items`);
    if ((convByLang[lang] ?? 0) < minConversations) fail('counts', `fewer than ${minConversations} ${lang} conversations`);
    for (const g of new Set(groupOf.values())) if (!groups[`${lang}/${g}`]) fail('counts', `${lang}: no item in group ${g}`);
  }
  const topicsUsed = new Set(questions.flatMap((q) => q.questions.flatMap((p) => p.topics)));

  console.log('items by language:', byLang);
  console.log('items by language/expect:', byLangExpect);
  console.log('two-question items:', twoQ, '· price items:', price, '· follow-ups after a lead:', followUps);
  console.log('first topic of each question by language/group:', groups);
  console.log(`distinct topics used: ${topicsUsed.size} of ${kinds.size}`);
  console.log('conversations by language:', convByLang);
  const worst = loose.filter((l) => l.hits.length > 2);
  console.log(`answer evidence also matching > 2 unrelated right replies: ${worst.length} of ${loose.length}`);
  for (const l of worst) console.log(`  ${l.at}: ${l.hits.length} (${l.hits.join(' ')})`);
  if (errors.length) {
    console.error(`\n${errors.length} problem(s):\n${errors.join('\n')}`);
    process.exit(1);
  }
  console.log('\nOK: files parse, topic ids exist, regexes compile and match the sample right replies, counts hold.');
}
