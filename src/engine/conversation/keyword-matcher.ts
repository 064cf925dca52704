import { normalizeText } from '../../saudi';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** Arabic clitics in front of a word: و/ف (and), ب/ل/ك (in, for, like), the article. */
const CONJUNCTIONS = ['', 'و', 'ف'];
const PREPOSITIONS = ['', 'ب', 'ل', 'ك'];
const ARTICLES = ['', 'ال', 'لل'];
/** Arabic pronoun and plural endings after a word: ـي, ـنا, ـكم, ـات … */
const SUFFIXES = ['', 'ي', 'ه', 'ها', 'نا', 'كم', 'هم', 'ات', 'ين', 'تي', 'تنا', 'تكم'];
const AR_PREFIX = `(?:${CONJUNCTIONS.slice(1).join('|')})?(?:${PREPOSITIONS.slice(1).join('|')})?(?:${ARTICLES.slice(1).join('|')})?`;
const AR_SUFFIX = `(?:${SUFFIXES.slice(1).join('|')})?`;
const PREFIXES = [...new Set(CONJUNCTIONS.flatMap((c) => PREPOSITIONS.flatMap((p) => ARTICLES.map((a) => c + p + a))))];
const ONE_WORD = /^[\p{L}]+$/u;

/**
 * A test for any of the words or phrases in normalised text (see normalizeText), whole words
 * only; the entries are normalised the same way. Arabic entries also match with their clitics
 * (بالرياض, وخدماتكم), since Arabic glues them on.
 *
 * @example
 * keywordMatcher(['price'], ['سعر'])('كم اسعاركم'); // false: 'اسعار' is its own entry
 */
export function keywordMatcher(english: readonly string[], arabic: readonly string[] = []): (text: string) => boolean {
  // Entries are folded as the text is, so a list may spell them as people write them (أ, ة, ئ).
  const en = english.map((word) => normalizeText(word));
  const ar = arabic.map((word) => normalizeText(word));
  // One-word entries are looked up among the message's words (and their Arabic stems, clitics
  // off): dozens of matchers read each message, and a set lookup per word is far cheaper than a
  // regex tried at every position. Phrases and entries with punctuation keep a regex.
  const englishWords = new Set(en.filter((word) => ONE_WORD.test(word)));
  const arabicWords = new Set(ar.filter((word) => ONE_WORD.test(word)));
  const parts: string[] = [];
  const enPhrases = en.filter((word) => !ONE_WORD.test(word));
  const arPhrases = ar.filter((word) => !ONE_WORD.test(word));
  if (enPhrases.length) parts.push(`${B}(?:${enPhrases.map(escapeRegExp).join('|')})${E}`);
  if (arPhrases.length) parts.push(`${B}${AR_PREFIX}(?:${arPhrases.map(escapeRegExp).join('|')})${AR_SUFFIX}${E}`);
  const pattern = parts.length ? new RegExp(parts.join('|'), 'u') : undefined;
  const phrases = [...enPhrases, ...arPhrases];
  return (text) => {
    const { words, stems } = analyse(text);
    if (meets(englishWords, words) || meets(arabicWords, stems)) return true;
    // The regex needs a phrase written out in the text, so a substring search rules most out first.
    return pattern !== undefined && phrases.some((phrase) => text.includes(phrase)) && pattern.test(text);
  };
}

/** Whether two sets share an entry, walking the smaller one: most lists are short, messages long. */
function meets(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const entry of small) if (large.has(entry)) return true;
  return false;
}

/** A message's words, and every way of reading each as an Arabic stem with clitics around it. */
interface Analysis {
  words: ReadonlySet<string>;
  stems: ReadonlySet<string>;
}

// Every matcher of one message reads the same analysis: keep the last one.
let last: { text: string; analysis: Analysis } | undefined;

function analyse(text: string): Analysis {
  if (last?.text === text) return last.analysis;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const stems = new Set<string>();
  for (const word of words) {
    if (!/[\u0600-\u06FF]/.test(word)) continue;
    for (const prefix of PREFIXES) {
      if (!word.startsWith(prefix)) continue;
      for (const suffix of SUFFIXES) {
        if (word.length > prefix.length + suffix.length && word.endsWith(suffix)) {
          stems.add(word.slice(prefix.length, word.length - suffix.length));
        }
      }
    }
  }
  const analysis = { words: new Set(words), stems };
  last = { text, analysis };
  return analysis;
}

/** A literal string as a RegExp source. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
