import { normalizeArabic, stripArabicMarks } from '../../saudi';
import { NAME_STOPWORDS } from './name-stopwords';

/** Phrases after which a visitor gives their name; `I'm` and `أنا` need the most care. */
const INTRODUCERS = [
  /(?<![\p{L}])(?:my name is|my name's|name is|name:|this is|call me|i am|i'm|im|it's)\s+/giu,
  /(?<![\p{L}])(?:اسمي(?:\s+هو)?|اسمي:|[أاإ]نا|معك|معاك|معكم)\s+/gu,
];

/**
 * The visitor's name as they wrote it (marks removed, Latin capitalised), from 'my name is …',
 * 'I'm …', 'اسمي …', 'أنا …', 'معك …'. A following word that is a verb, adjective or place
 * ('I'm planning', 'أنا أبغى', 'أنا من الرياض') means it was not a name.
 *
 * @example
 * extractName("Hi, I'm sara al-harbi and I need a venue"); // 'Sara Al-Harbi'
 * extractName('أنا أخطط لزواج'); // undefined
 */
export function extractName(text: string): string | undefined {
  const clean = stripArabicMarks(text);
  for (const introducer of INTRODUCERS) {
    for (const match of clean.matchAll(introducer)) {
      const name = readName(clean.slice(match.index + match[0].length));
      if (name) return name;
    }
  }
  return undefined;
}

/**
 * A message that is only a name, as the answer to 'May I have your name?' (Sara / سارة العتيبي):
 * one to three words of letters, none of them a common word.
 *
 * @example
 * nameFromAnswer('Sara.'); // 'Sara'
 */
export function nameFromAnswer(text: string): string | undefined {
  const clean = stripArabicMarks(text)
    .trim()
    .replace(/[.!،,]+$/u, '');
  const words = clean.split(/\s+/);
  if (words.length > 3 || !/^[\p{L}' -]+$/u.test(clean)) return undefined;
  const name = readName(clean);
  return name && name.split(/\s+/).length === words.length ? name : undefined;
}

/** Up to four name words from the start of `rest`, stopping at punctuation or a common word. */
function readName(rest: string): string | undefined {
  const words: string[] = [];
  for (const word of rest.split(/\s+/)) {
    const bare = word.replace(/[.,!?؟،:;)]+$/u, '');
    if (!/^[\p{L}][\p{L}'-]*$/u.test(bare) || isStopword(bare, words.at(-1))) break;
    words.push(bare);
    if (bare !== word || words.length === 4) break;
  }
  // A connector needs the name after it: 'عبد الله بن' alone is cut back to 'عبد الله'.
  while (words.length > 1 && /^(?:بن|بنت|ابن|عبد|ابو|ام)$/.test(normalizeArabic(words.at(-1) ?? ''))) words.pop();
  const name = words.join(' ');
  if (!name || name.length > 60) return undefined;
  return /[a-z]/.test(name) && name === name.toLowerCase() ? capitalise(name) : name;
}

function isStopword(word: string, previous: string | undefined): boolean {
  const lower = normalizeArabic(word.toLowerCase());
  if (NAME_STOPWORDS.has(lower)) return true;
  // -ing words are verbs ('I'm booking'); -ed is not refused, since Ahmed and Mohammed end so.
  if (/^[a-z]/.test(lower)) return lower.length > 4 && /ing$/.test(lower);
  if (!previous) return lower.startsWith('ال');
  // After the given name, an Arabic name goes on with a father's or family name (سارة أحمد,
  // الحربي), بن/بنت, or a compound (عبد الله); a known non-name word, or one glued to و (and)
  // that is, or و + the article (والجوال: and the mobile), starts the sentence again.
  if (/^(?:بن|بنت|ابن|عبد|ابو|ام)$/.test(normalizeArabic(previous))) return false;
  return lower.startsWith('وال') || (lower.startsWith('و') && NAME_STOPWORDS.has(lower.slice(1)));
}

function capitalise(name: string): string {
  return name.replace(/(^|[\s-])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}
