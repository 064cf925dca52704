import { normalizeText } from '../../../../saudi';
import { fixTypos } from '../../text/fix-typos';

/** A word's own feature counts for this much more than one of its character n-grams. */
const WORD_WEIGHT = 2;
/** Two words in a row ('how much', 'كم العربون') count as much as one n-gram. */
export const PAIR_WEIGHT = 1;
/** The n-grams of each word, its edges included: long enough to carry a stem, short enough to survive a typo (five-grams measured no better). */
const SIZES = [3, 4] as const;

/**
 * What the classifier reads in a text: for each word (normalised, typos of the domain's words put
 * right, digits as one 0), its light stem, its character n-grams of three and four letters with
 * the word's edges marked, and each pair of neighbouring stems; with their counts. The n-grams
 * carry Arabic clitics (بالعربون) and typos (cancelation) to the right topic without a dictionary.
 *
 * @example
 * textFeatures('كم العربون؟').has('w عربون'); // true
 */
export function textFeatures(message: string): Map<string, number> {
  const features = new Map<string, number>();
  const add = (feature: string, weight: number) => features.set(feature, (features.get(feature) ?? 0) + weight);
  let previous: string | undefined;
  for (const word of featureWords(message)) {
    const own = wordFeatures(word);
    for (const [feature, weight] of own) add(feature, weight);
    const stem = (own[0] as WordFeature)[0].slice(2);
    if (previous) add(`p ${previous} ${stem}`, PAIR_WEIGHT);
    previous = stem;
  }
  return features;
}

/** A feature of one word and its weight: its stem first (`w <stem>`), then its n-grams. */
export type WordFeature = readonly [feature: string, weight: number];

/** The words a text's features are read from: normalised, typos put right, digits as one 0. */
export function featureWords(message: string): string[] {
  const text = fixTypos(normalizeText(message)).replace(/\d+(?:[.,]\d+)*/g, '0');
  return text.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/**
 * One word's own features: its stem (first) and its character n-grams, edges marked; a word
 * repeats the n-gram it holds twice.
 *
 * @example
 * wordFeatures('deposit')[0]; // ['w deposit', 2]
 */
export function wordFeatures(word: string): WordFeature[] {
  const features: WordFeature[] = [[`w ${stemOf(word)}`, WORD_WEIGHT]];
  const padded = ` ${word} `;
  for (const size of SIZES) {
    for (let at = 0; at + size <= padded.length; at++) features.push([padded.slice(at, at + size), 1]);
  }
  return features;
}

const ARABIC_PREFIX = /^(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)/u;
const ARABIC_PARTICLE = /^(?:و|ف|ب|ل)(?=\p{L}{3})/u;
const ARABIC_SUFFIX = /(?:هما|كما|ها|هم|كم|نا|ات|ين|ون|تي|ته|ه|ي)$/u;

/**
 * A word without the letters that only inflect it: Arabic clitics in front (وبالـ، لل) and
 * pronoun or plural endings; English plurals and -ing/-ed. Rough on purpose: it only has to map
 * a visitor's form and a phrasing's form of one word together.
 *
 * @example
 * stemOf('بالعربون'); // 'عربون'
 * stemOf('weddings'); // 'wedding'
 */
export function stemOf(word: string): string {
  if (/[\u0600-\u06FF]/.test(word)) {
    let stem = word;
    const article = ARABIC_PREFIX.exec(stem);
    if (article && stem.length - article[0].length >= 3) stem = stem.slice(article[0].length);
    else if (ARABIC_PARTICLE.test(stem)) stem = stem.slice(1);
    const ending = ARABIC_SUFFIX.exec(stem);
    if (ending && stem.length - ending[0].length >= 3) stem = stem.slice(0, -ending[0].length);
    return stem;
  }
  const base = word.replace(/'s$/, '');
  if (base.length > 4 && base.endsWith('ies')) return `${base.slice(0, -3)}y`;
  if (base.length > 5 && base.endsWith('ing')) return base.slice(0, -3);
  if (base.length > 4 && base.endsWith('ed')) return base.slice(0, -2);
  if (base.length > 3 && base.endsWith('s') && !base.endsWith('ss')) return base.slice(0, -1);
  return base;
}
