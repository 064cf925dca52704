// Word-overlap check of this set against the earlier held-out sets: `node novelty.mjs`.
// Prints only THIS set's ids with their highest Jaccard score against any message or turn of
// sets 1–3 (never the other sets' text or ids), so the author can rewrite close paraphrases
// without reading the earlier sets. Earlier sets: ../held-out-{1,2,3} next to this folder, or the
// folder named by HELDOUT_SETS (e.g. /work/main/eval/layla).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = process.env.HELDOUT_SETS ?? (existsSync(join(here, '../held-out-1')) ? join(here, '..') : '/work/main/eval/layla');
const threshold = Number(process.env.THRESHOLD ?? 0.5);

const normalize = (s) =>
  s
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '') // harakat, tatweel
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
const words = (s) => new Set(normalize(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean));
const jaccard = (a, b) => {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter || 1);
};
const texts = (dir) => {
  const out = [];
  const q = join(dir, 'questions.json');
  const c = join(dir, 'conversations.json');
  if (existsSync(q)) for (const item of JSON.parse(readFileSync(q, 'utf8'))) out.push(item.message);
  if (existsSync(c))
    for (const conv of JSON.parse(readFileSync(c, 'utf8'))) {
      out.push(...conv.turns);
      out.push(conv.turns.join(' '));
    }
  return out;
};
const theirs = ['held-out-1', 'held-out-2', 'held-out-3'].flatMap((s) => texts(join(root, s))).map(words);
if (!theirs.length) throw new Error(`no earlier sets under ${root}`);

const mine = [];
for (const item of JSON.parse(readFileSync(join(here, 'questions.json'), 'utf8'))) mine.push([item.id, item.message]);
for (const conv of JSON.parse(readFileSync(join(here, 'conversations.json'), 'utf8'))) {
  conv.turns.forEach((t, i) => mine.push([`${conv.id}.t${i + 1}`, t]));
  mine.push([`${conv.id}(whole)`, conv.turns.join(' ')]);
}
const rows = mine.map(([id, text]) => {
  const w = words(text);
  return { id, size: w.size, score: Math.max(...theirs.map((t) => jaccard(w, t))) };
});
rows.sort((a, b) => b.score - a.score);
console.log(`compared ${mine.length} messages/turns with ${theirs.length} earlier ones (threshold ${threshold})`);
for (const r of rows.filter((r) => r.score >= threshold || r.score >= 0.35)) console.log(`${r.id}\t${r.score.toFixed(2)}\t(${r.size} words)${r.score >= threshold ? '  <- rewrite' : ''}`);
const flagged = rows.filter((r) => r.score >= threshold && r.size >= 3);
console.log(`${flagged.length} of ${rows.length} with ≥ 3 words at or above ${threshold}; max ${rows[0].score.toFixed(2)}`);
