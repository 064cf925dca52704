import { lookupNumberWord, type NumberWord } from './number-words';

/** A number found in normalised text, with where it was, so context words around it can be read. */
export interface NumberMention {
  value: number;
  start: number;
  end: number;
  /** Written with a scale (k, thousand, ألف, million, مليون): a strong hint that it is money. */
  scaled: boolean;
}

/** Digits with separators, then an attached k/m/mn suffix (50k, 1.5m), or a run of letters. */
const TOKEN = /(\d+(?:[.,،]\d+)*)(?:(k|mn|m)(?![\p{L}\p{N}]))?|[\p{L}']+/gu;

/**
 * Every number in a text run through `normalizeText`: digits (1,500 · 1.500 · 1.5), attached
 * scales (200k, 2m) and number words in English and Arabic (two hundred, ميتين, ثلاث آلاف,
 * نص مليون), mixed too (٥٠ ألف, 1.5 million).
 *
 * @example
 * parseNumbers('ميتين شخص و 50k').map((n) => n.value); // [200, 50000]
 */
export function parseNumbers(said: string): NumberMention[] {
  // 'a couple hundred' is two hundred; 'couple' alone is no number (the couple, a couple of days).
  const text = said.includes('couple') ? said.replace(/couple(?=\s+(?:of\s+)?hundred)/g, '   two') : said;
  const found: NumberMention[] = [];
  let run: Run | undefined;
  const close = () => {
    const mention = run?.finish();
    if (mention) found.push(mention);
    run = undefined;
  };
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[1] !== undefined) {
      close();
      const scale = match[2] === 'k' ? 1000 : match[2] ? 1_000_000 : 0;
      run = new Run(start);
      run.numeral(parseNumeral(match[1], scale > 0 || startsWithScaleWord(text, end)), end);
      if (scale) run.word({ kind: 'scale', value: scale }, end);
      continue;
    }
    const word = match[0];
    // Only 'and' and 'a' are read with the word after them: most words never look ahead.
    const and = word === 'and' || word === 'و';
    const article = word === 'a' || word === 'an';
    const next = and || article ? nextWord(text, end) : undefined;
    if (run && and && next && lookupNumberWord(next)) continue;
    if (run?.pendingFraction && article) continue;
    const meaning = article ? articleAsOne(next) : lookupNumberWord(word);
    if (!meaning || (run?.afterNumeral && meaning.kind === 'value')) {
      close();
      if (meaning) {
        run = new Run(start);
        run.word(meaning, end);
      }
      continue;
    }
    run ??= new Run(start);
    run.word(meaning, end);
  }
  close();
  return found;
}

/** 'a hundred', 'a million': the article stands for one only before a scale. */
function articleAsOne(next: string | undefined): NumberWord | undefined {
  const after = next ? lookupNumberWord(next) : undefined;
  return after && after.kind !== 'value' && after.kind !== 'fraction' ? { kind: 'value', value: 1 } : undefined;
}

function nextWord(text: string, from: number): string | undefined {
  return /^[\s،,]*([\p{L}']+)/u.exec(text.slice(from, from + 40))?.[1];
}

function startsWithScaleWord(text: string, from: number): boolean {
  const word = nextWord(text, from);
  const meaning = word ? lookupNumberWord(word) : undefined;
  return meaning?.kind === 'scale' || meaning?.kind === 'hundred';
}

/**
 * '1,500' and '1.500' are thousands (groups of three after the first); '1.5' is a decimal,
 * and so is '1.500' before a scale word ('1.500 million' reads as one and a half million).
 */
export function parseNumeral(raw: string, beforeScale: boolean): number {
  const groups = raw.split(/[.,،]/);
  const first = groups[0] ?? '';
  const grouped = groups.length > 1 && first.length <= 3 && groups.slice(1).every((group) => group.length === 3);
  if (grouped && !(beforeScale && groups.length === 2)) return Number(groups.join(''));
  if (groups.length === 2) return Number(`${first}.${groups[1]}`);
  return Number(groups.join(''));
}

/** One number being read word by word: `total` holds closed scale groups, `current` the open one. */
class Run {
  total = 0;
  current = 0;
  lastScale = 0;
  pendingFraction = 0;
  scaled = false;
  afterNumeral = false;
  end: number;
  constructor(readonly start: number) {
    this.end = start;
  }

  numeral(value: number, end: number) {
    this.current = value;
    this.afterNumeral = true;
    this.end = end;
  }

  word(meaning: NumberWord, end: number) {
    if (meaning.kind === 'value') this.current += meaning.value;
    else if (meaning.kind === 'hundred') this.current = (this.current || 1) * 100;
    else if (meaning.kind === 'fraction') {
      // After a scale, 'ونص' adds half of it (مليون ونص); before one, it is the multiplier (نص مليون).
      if (this.lastScale && !this.current) this.total += meaning.value * this.lastScale;
      else this.pendingFraction = meaning.value;
    } else {
      const scale = meaning.kind === 'scaled' ? meaning.scale : meaning.value;
      const count = meaning.kind === 'scaled' ? meaning.value : this.current || this.pendingFraction || 1;
      this.total += count * scale;
      this.current = 0;
      this.pendingFraction = 0;
      this.lastScale = scale;
      this.scaled = true;
    }
    this.end = end;
  }

  finish(): NumberMention | undefined {
    const value = Math.round(this.total + this.current);
    if (!Number.isFinite(value) || value <= 0) return undefined;
    return { value, start: this.start, end: this.end, scaled: this.scaled };
  }
}
