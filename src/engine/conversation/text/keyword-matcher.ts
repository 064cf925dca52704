import { normalizeText } from '../../../saudi';
import {
  ARTICLES,
  CONJUNCTIONS,
  isArabic,
  keywordHits,
  PHRASE_HIT,
  PREPOSITIONS,
  registerKeywords,
  SUFFIXES,
  WORD_HIT,
} from './keyword-index';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const AR_PREFIX = `(?:${CONJUNCTIONS.slice(1).join('|')})?(?:${PREPOSITIONS.slice(1).join('|')})?(?:${ARTICLES.slice(1).join('|')})?`;
const AR_SUFFIX = `(?:${SUFFIXES.slice(1).join('|')})?`;
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
  // off) in the shared keyword index. Phrases and entries with punctuation keep a regex, tried
  // only when the message has the phrase's first word.
  const enPhrases = en.filter((word) => !ONE_WORD.test(word));
  const arPhrases = ar.filter((word) => !ONE_WORD.test(word));
  const enFirst = enPhrases.map(firstWord);
  const arFirst = arPhrases.map(firstWord);
  const id = registerKeywords({
    words: en.filter((word) => ONE_WORD.test(word)),
    stems: ar.filter((word) => ONE_WORD.test(word)),
    phraseWords: enFirst.filter(Boolean),
    phraseStems: arFirst.filter(isArabic),
    // A phrase that starts with a sign, or an Latin one in the Arabic list, has no word to look up.
    alwaysTry: enFirst.some((word) => !word) || arFirst.some((word) => !isArabic(word)),
  });
  const parts: string[] = [];
  if (enPhrases.length) parts.push(`${B}(?:${enPhrases.map(escapeRegExp).join('|')})${E}`);
  if (arPhrases.length) parts.push(`${B}${AR_PREFIX}(?:${arPhrases.map(escapeRegExp).join('|')})${AR_SUFFIX}${E}`);
  const pattern = parts.length ? new RegExp(parts.join('|'), 'u') : undefined;
  const phrases = [...enPhrases, ...arPhrases];
  return (text) => {
    const hit = keywordHits(text)[id] ?? 0;
    if (hit & WORD_HIT) return true;
    // The regex needs a phrase written out in the text, so a substring search rules most out first.
    return (
      (hit & PHRASE_HIT) !== 0 &&
      pattern !== undefined &&
      phrases.some((phrase) => text.includes(phrase)) &&
      pattern.test(text)
    );
  };
}

/** A phrase's first word: a message with the phrase has it as a whole word (or, Arabic, as a stem). */
function firstWord(phrase: string): string {
  return /^[\p{L}\p{N}]*/u.exec(phrase)?.[0] ?? '';
}

/** A literal string as a RegExp source. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
