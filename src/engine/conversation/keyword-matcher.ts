import { normalizeText } from '../../saudi';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** Arabic clitics in front of a word: و/ف (and), ب/ل/ك (in, for, like), the article. */
const AR_PREFIX = '(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)?';
/** Arabic pronoun and plural endings after a word: ـي, ـنا, ـكم, ـات … */
const AR_SUFFIX = '(?:ي|ه|ها|نا|كم|هم|ات|ين|تي|تنا|تكم)?';

/**
 * A test for any of the words or phrases in normalised text (see normalizeText), whole words
 * only; the entries are normalised the same way. Arabic entries also match with their clitics (بالرياض, وخدماتكم), since Arabic glues them on.
 *
 * @example
 * keywordMatcher(['price'], ['سعر'])('كم اسعاركم'); // false: 'اسعار' is its own entry
 */
export function keywordMatcher(english: readonly string[], arabic: readonly string[] = []): (text: string) => boolean {
  // One boundary around each group, not around every entry: V8 then tries the lookbehind once per
  // position instead of once per entry and position, which made this the engine's hot spot.
  // Entries are folded as the text is, so a list may spell them as people write them (أ, ة, ئ).
  const words = (list: readonly string[]) => list.map((word) => escapeRegExp(normalizeText(word))).join('|');
  const parts: string[] = [];
  if (english.length) parts.push(`${B}(?:${words(english)})${E}`);
  if (arabic.length) parts.push(`${B}${AR_PREFIX}(?:${words(arabic)})${AR_SUFFIX}${E}`);
  if (parts.length === 0) return () => false;
  const pattern = new RegExp(parts.join('|'), 'u');
  return (text) => pattern.test(text);
}

/** A literal string as a RegExp source. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
