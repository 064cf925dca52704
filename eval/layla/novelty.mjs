// Word overlap between a held-out set's messages and conversation turns and those of the sets
// written before it: each set's `node novelty.mjs [--all]` calls checkNovelty. Prints ONLY that
// set's ids with their best Jaccard score against any earlier message or turn, never the other
// sets' text. Earlier sets are read from ../held-out-{1…N-1} beside the set, or from the folder named
// by HELDOUT_SETS (the folder holding held-out-N). Exits 1 when any score is at or above 0.5.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIMIT = 0.5;

/** Lower case, Arabic letters unified (hamzas, ta marbuta, alif maqsura), diacritics and tatweel dropped, Arabic-Indic digits folded. */
function words(text) {
  const t = text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  return new Set(t.match(/[\p{L}\p{N}]+/gu) ?? []);
}
const jaccard = (a, b) => {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  const union = a.size + b.size - inter;
  return union ? inter / union : 0;
};
const texts = (folder) => {
  const out = [];
  const q = join(folder, 'questions.json');
  const c = join(folder, 'conversations.json');
  if (existsSync(q)) for (const item of JSON.parse(readFileSync(q, 'utf8'))) out.push({ id: item.id, text: item.message });
  if (existsSync(c))
    for (const conv of JSON.parse(readFileSync(c, 'utf8'))) conv.turns.forEach((turn, i) => out.push({ id: `${conv.id}.t${i + 1}`, text: turn }));
  return out;
};

/** Checks the set next to `moduleUrl` (its novelty.mjs's import.meta.url) against held-out sets 1 … `before`. */
export function checkNovelty(moduleUrl, before) {
  const here = dirname(fileURLToPath(moduleUrl));
  const root = process.env.HELDOUT_SETS ? resolve(process.env.HELDOUT_SETS) : join(here, '..');
  const earlier = [];
  for (let n = 1; n <= before; n++) {
    const folder = join(root, `held-out-${n}`);
    if (!existsSync(folder)) {
      console.error(`missing ${folder}: set HELDOUT_SETS to the folder holding held-out-1 … held-out-${before}`);
      process.exit(2);
    }
    for (const t of texts(folder)) earlier.push(words(t.text));
  }
  const mine = texts(here).map((t) => {
    const w = words(t.text);
    let best = 0;
    for (const other of earlier) best = Math.max(best, jaccard(w, other));
    return { id: t.id, best };
  });
  mine.sort((a, b) => b.best - a.best);
  const over = mine.filter((m) => m.best >= LIMIT);
  const shown = process.argv.includes('--all') ? mine : mine.slice(0, 15);
  console.log(`${mine.length} messages and turns of this set against ${earlier.length} of sets 1–${before}`);
  for (const m of shown) console.log(`${m.id.padEnd(8)} ${m.best.toFixed(2)}${m.best >= LIMIT ? '  <- rewrite' : ''}`);
  console.log(`${over.length} at or above ${LIMIT}; highest ${mine[0]?.best.toFixed(2) ?? '-'}`);
  process.exit(over.length ? 1 : 0);
}
