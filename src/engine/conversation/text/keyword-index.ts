/** Arabic clitics in front of a word: و/ف (and), ب/ل/ك (in, for, like), the article. */
export const CONJUNCTIONS = ['', 'و', 'ف'];
export const PREPOSITIONS = ['', 'ب', 'ل', 'ك'];
export const ARTICLES = ['', 'ال', 'لل'];
/** Arabic pronoun and plural endings after a word: ـي, ـنا, ـكم, ـات … */
export const SUFFIXES = ['', 'ي', 'ه', 'ها', 'نا', 'كم', 'هم', 'ات', 'ين', 'تي', 'تنا', 'تكم'];
const PREFIX_SET = new Set(CONJUNCTIONS.flatMap((c) => PREPOSITIONS.flatMap((p) => ARTICLES.map((a) => c + p + a))));
const SUFFIX_SET = new Set(SUFFIXES);
const LONGEST_PREFIX = Math.max(...[...PREFIX_SET].map((prefix) => prefix.length));
const LONGEST_SUFFIX = Math.max(...SUFFIXES.map((suffix) => suffix.length));
const ARABIC = /[\u0600-\u06FF]/;

/** What one matcher looks for, as registered: words, Arabic stems and the first words of its phrases. */
export interface KeywordEntries {
  /** Matched against the message's words. */
  words: readonly string[];
  /** Matched against the message's Arabic stems (its Arabic words with clitics taken off). */
  stems: readonly string[];
  /** A phrase can only be in a message that has its first word as a word or, Arabic, as a stem. */
  phraseWords: readonly string[];
  phraseStems: readonly string[];
  /** A phrase no first word can rule out: its matcher always tries its regex. */
  alwaysTry: boolean;
}

/** What a message holds for each registered matcher (by id): 1 a word or stem of it, 2 maybe a phrase. */
export type KeywordHits = Uint8Array;
export const WORD_HIT = 1;
export const PHRASE_HIT = 2;

// Word → the ids of the matchers that list it. Dozens of matchers read each message: looking its
// few words up once here is far cheaper than every matcher walking its own list.
const byWord = new Map<string, number[]>();
const byStem = new Map<string, number[]>();
const byPhraseWord = new Map<string, number[]>();
const byPhraseStem = new Map<string, number[]>();
const alwaysTry: number[] = [];
let count = 0;

/** Registers a matcher's entries (normalised, see normalizeText); returns the id its hits are read by. */
export function registerKeywords(entries: KeywordEntries): number {
  const id = count++;
  const add = (index: Map<string, number[]>, keys: readonly string[]) => {
    for (const key of new Set(keys)) index.set(key, [...(index.get(key) ?? []), id]);
  };
  add(byWord, entries.words);
  add(byStem, entries.stems);
  add(byPhraseWord, entries.phraseWords);
  add(byPhraseStem, entries.phraseStems);
  if (entries.alwaysTry) alwaysTry.push(id);
  recent.clear();
  return id;
}

// Every matcher of one turn reads the same few texts (the message, the words around a number):
// the last few analyses are kept.
const RECENT_LIMIT = 8;
const recent = new Map<string, KeywordHits>();

/**
 * Which registered matchers a normalised text can satisfy: its words ([\p{L}\p{N}]+ runs) and
 * every way of reading an Arabic word as a stem with clitics around it, looked up once.
 *
 * @example
 * keywordHits('بالرياض')[id]; // WORD_HIT when a matcher lists the stem 'رياض'
 */
export function keywordHits(text: string): KeywordHits {
  const known = recent.get(text);
  if (known) return known;
  const hits = new Uint8Array(count);
  const mark = (ids: readonly number[] | undefined, hit: number) => {
    if (ids) for (const id of ids) hits[id] = (hits[id] ?? 0) | hit;
  };
  mark(alwaysTry, PHRASE_HIT);
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    mark(byWord.get(word), WORD_HIT);
    mark(byPhraseWord.get(word), PHRASE_HIT);
    if (ARABIC.test(word)) {
      for (const stem of arabicStems(word)) {
        mark(byStem.get(stem), WORD_HIT);
        mark(byPhraseStem.get(stem), PHRASE_HIT);
      }
    }
  }
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(text, hits);
  return hits;
}

/** Every reading of a word as a clitic prefix, a stem and a suffix (the stem never empty). */
export function arabicStems(word: string): string[] {
  const stems: string[] = [];
  for (let p = 0; p <= LONGEST_PREFIX && p < word.length; p++) {
    if (!PREFIX_SET.has(word.slice(0, p))) continue;
    for (let s = 0; s <= LONGEST_SUFFIX && p + s < word.length; s++) {
      if (SUFFIX_SET.has(word.slice(word.length - s))) stems.push(word.slice(p, word.length - s));
    }
  }
  return stems;
}

/** Whether a phrase's first word is Arabic: then it is looked for among the stems. */
export function isArabic(word: string): boolean {
  return ARABIC.test(word);
}
