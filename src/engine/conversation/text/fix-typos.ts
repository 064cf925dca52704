/**
 * The English words Layla's understanding turns on, which visitors mistype most ('weding',
 * 'confrence', 'permmit', 'ramdan'). Only these are corrected: a word that is one slip away from
 * one of them (a letter missing, added, changed, or two swapped) and is not itself a word here.
 */
// Left out on purpose: words one slip from a common word ('season' and 'reason', 'prices' and
// 'prizes', 'winter' and 'winner', 'contact' and 'contract', 'prayer' and 'player'), and all words
// under six letters ('quote' and 'quite').
// biome-ignore format: a word list reads best packed
const VOCABULARY = [
  'wedding', 'weddings', 'engagement', 'conference', 'conferences', 'seminar', 'workshop', 'exhibition', 'festival',
  'birthday', 'graduation', 'anniversary', 'corporate', 'cultural', 'celebration', 'permit', 'permits', 'permission',
  'licence', 'license', 'approval', 'catering', 'caterer', 'buffet', 'ballroom', 'istiraha', 'guests', 'people',
  'attendees', 'employees', 'delegates', 'children', 'budget', 'ramadan', 'photographer', 'photography', 'decoration',
  'decorations', 'security', 'included', 'include', 'including', 'available', 'availability', 'traditional',
  'international', 'advance', 'hygiene', 'certificate', 'certificates', 'alcohol', 'national', 'founding', 'separate',
  'emergency', 'ambulance', 'management', 'recommend', 'cheapest', 'expensive', 'organise', 'organize', 'whatsapp',
  'building',
];
const KNOWN = new Set(VOCABULARY);
const BY_LENGTH = new Map<number, string[]>();
for (const word of VOCABULARY) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word]);

const corrected = new Map<string, string>();

/**
 * Normalised text with the mistyped domain words put right, the rest untouched (names, emails,
 * Arabic): 'our confrence for 120 ppl' → 'our conference for 120 ppl'.
 *
 * @example
 * fixTypos('planning our weding, any permmits?'); // 'planning our wedding, any permits?'
 */
export function fixTypos(text: string): string {
  return text.replace(/(?<![\p{L}@.])[a-z]{6,}(?![\p{L}@])/gu, (word) => {
    if (KNOWN.has(word) || inflected(word)) return word;
    let fix = corrected.get(word);
    if (fix === undefined) {
      fix = nearest(word) ?? word;
      // Visitors repeat the same few slips: remember a bounded number.
      if (corrected.size >= 2_000) corrected.clear();
      corrected.set(word, fix);
    }
    return fix;
  });
}

/** A vocabulary word with an ending ('licensed', 'caterers', 'workshops'): right as it is. */
function inflected(word: string): boolean {
  return ENDINGS.some((ending) => word.endsWith(ending) && KNOWN.has(word.slice(0, -ending.length)));
}
const ENDINGS = ['s', 'es', 'd', 'ed', 'ing', 'r', 'er', 'ers', 'ly'];

function nearest(word: string): string | undefined {
  for (const length of [word.length, word.length - 1, word.length + 1]) {
    for (const candidate of BY_LENGTH.get(length) ?? []) if (oneSlip(word, candidate)) return candidate;
  }
  return undefined;
}

/** Damerau distance exactly one: one letter missing, added or changed, or two neighbours swapped. */
export function oneSlip(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length && diffs.length <= 2; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    const [i = 0, j = 0] = diffs;
    return diffs.length === 2 && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}
