import { CITIES, type City } from '../../contracts/common';
import { CITY_ALIASES } from './market-data/city-aliases';
import { CITY_INDEX, NATIONAL_AVERAGE_INDEX } from './market-data/city-index';

export type ResolvedCity =
  | { known: true; city: City; input: string; costIndex: number }
  | { known: false; city: string; input: string; costIndex: number };

/**
 * Resolves the form's free-text location to one of the 20 cities the market data covers,
 * whatever the spelling: English or Arabic, any case, with or without diacritics, "Al"/"ال"
 * prefixes or extra words ("Riyadh, Saudi Arabia", "قاعة في جدة"). Unknown places keep the
 * input and get the national-average cost index.
 *
 * @example
 * resolveCity('Makkah').city;   // 'Mecca'
 * resolveCity('جدة').city;      // 'Jeddah'
 * resolveCity('Paris').known;   // false
 */
export function resolveCity(input: string): ResolvedCity {
  const trimmed = input.trim();
  const cached = RESOLVED.get(trimmed);
  if (cached) return cached;
  const tokens = tokenize(trimmed);
  let best: { city: City; score: number } | undefined;
  for (const { city, tokens: aliasTokens } of aliasTokenList()) {
    const score = matchScore(tokens, aliasTokens);
    if (score > (best?.score ?? 0)) best = { city, score };
  }
  const resolved: ResolvedCity = best
    ? { known: true, city: best.city, input: trimmed, costIndex: CITY_INDEX[best.city] }
    : { known: false, city: trimmed || '—', input: trimmed, costIndex: NATIONAL_AVERAGE_INDEX };
  // Resolution is a pure function of the text and one plan asks several times: remember a few.
  if (RESOLVED.size >= 500) RESOLVED.clear();
  RESOLVED.set(trimmed, Object.freeze(resolved));
  return resolved;
}

const RESOLVED = new Map<string, ResolvedCity>();
let aliasTokens: { city: City; tokens: string[] }[] | undefined;

/** The aliases, tokenised once: normalising them on every call was most of a plan's cost. */
function aliasTokenList() {
  aliasTokens ??= CITIES.flatMap((city) => CITY_ALIASES[city].map((alias) => ({ city, tokens: tokenize(alias) })));
  return aliasTokens;
}

/** Lowercase, no diacritics or Arabic vowel marks, one spelling per Arabic letter family. */
export function normalizeText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/\u0640/g, '')
      // Transliteration marks for hamza and ayn (Ha'il, Ḥaʾil) are not word breaks.
      .replace(/[ʾʿʼʻ'’‘`]/g, '')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .toLowerCase()
  );
}

function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((token) => token.replace(/^(?:بال|وال|فال|كال|لل)/, 'ال'));
}

const stripAl = (word: string) => word.replace(/^(?:al|el|ال)/, '');

/**
 * Whole-input match beats a match inside longer text, which beats one found only after dropping
 * an "al" prefix (so "مدينة الرياض", "the city of Riyadh", is Riyadh, not Medina); longer aliases
 * win ties.
 */
function matchScore(tokens: string[], aliasTokens: string[]): number {
  const alias = aliasTokens.join('');
  if (!alias) return 0;
  if (tokens.join('') === alias) return 3000 + alias.length;
  let score = 0;
  for (let size = 1; size <= 3; size++) {
    for (let start = 0; start + size <= tokens.length; start++) {
      const window = tokens.slice(start, start + size).join('');
      if (window === alias) score = Math.max(score, 2000 + alias.length);
      else if (stripAl(window) === stripAl(alias) && stripAl(alias).length >= 3)
        score = Math.max(score, 1000 + alias.length);
    }
  }
  return score;
}
