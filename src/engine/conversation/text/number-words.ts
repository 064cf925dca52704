/**
 * Number words of English and (normalised, see normalize-arabic.ts) Gulf Arabic and MSA.
 * `value` words add to the running number; `hundred` (hundred, مية) multiplies the running number by 100,
 * or is 100 alone;
 * `scale` words close a group (thousand, million); `half` is a fraction of the next scale.
 */
export type NumberWord =
  | { kind: 'value'; value: number }
  | { kind: 'hundred' }
  | { kind: 'scale'; value: number }
  | { kind: 'scaled'; value: number; scale: number }
  | { kind: 'fraction'; value: number };

const EN_VALUES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Arabic spellings per value, after normalisation (ة→ه, ئ→ي, أ→ا), MSA and Gulf forms. */
const AR_VALUES: Record<number, string[]> = {
  1: ['واحد', 'وحده'],
  2: ['اثنين', 'اثنان', 'اثنتين', 'ثنتين', 'اثنا', 'اثنتا'],
  3: ['ثلاث', 'ثلاثه', 'تلات', 'تلاته'],
  4: ['اربع', 'اربعه'],
  5: ['خمس', 'خمسه'],
  6: ['ست', 'سته'],
  7: ['سبع', 'سبعه'],
  8: ['ثمان', 'ثماني', 'ثمانيه'],
  9: ['تسع', 'تسعه'],
  10: ['عشر', 'عشره'],
  20: ['عشرين', 'عشرون'],
  30: ['ثلاثين', 'ثلاثون', 'تلاتين'],
  40: ['اربعين', 'اربعون'],
  50: ['خمسين', 'خمسون'],
  60: ['ستين', 'ستون'],
  70: ['سبعين', 'سبعون'],
  80: ['ثمانين', 'ثمانون'],
  90: ['تسعين', 'تسعون'],
  200: ['ميتين', 'مايتين', 'ميتان', 'مايتان', 'ميتي', 'مايتي', 'ميتا', 'مايتا'],
};

/** Hundreds written as one word: ثلاثمية, خمسمائة, تسعميه … */
const AR_HUNDRED_PREFIXES: Record<number, string[]> = {
  300: ['ثلاث', 'تلت', 'ثلث'],
  400: ['اربع'],
  500: ['خمس'],
  600: ['ست'],
  700: ['سبع'],
  800: ['ثمان', 'ثمن'],
  900: ['تسع'],
};

function buildTable(): Map<string, NumberWord> {
  const table = new Map<string, NumberWord>();
  for (const [value, word] of EN_VALUES.entries()) table.set(word, { kind: 'value', value });
  for (const [index, word] of EN_TENS.entries()) table.set(word, { kind: 'value', value: (index + 2) * 10 });
  for (const word of ['hundred', 'ميه', 'مايه']) table.set(word, { kind: 'hundred' });
  for (const word of ['thousand', 'grand']) table.set(word, { kind: 'scale', value: 1000 });
  for (const word of ['million', 'millions']) table.set(word, { kind: 'scale', value: 1_000_000 });
  table.set('half', { kind: 'fraction', value: 0.5 });
  table.set('quarter', { kind: 'fraction', value: 0.25 });
  for (const [value, words] of Object.entries(AR_VALUES)) {
    for (const word of words) table.set(word, { kind: 'value', value: Number(value) });
  }
  for (const [value, prefixes] of Object.entries(AR_HUNDRED_PREFIXES)) {
    for (const prefix of prefixes) {
      for (const hundred of ['ميه', 'مايه']) table.set(prefix + hundred, { kind: 'value', value: Number(value) });
    }
  }
  for (const word of ['الف', 'الاف', 'الوف']) table.set(word, { kind: 'scale', value: 1000 });
  table.set('الفين', { kind: 'scaled', value: 2, scale: 1000 });
  for (const word of ['مليون', 'ملايين']) table.set(word, { kind: 'scale', value: 1_000_000 });
  table.set('مليونين', { kind: 'scaled', value: 2, scale: 1_000_000 });
  for (const word of ['نص', 'نصف']) table.set(word, { kind: 'fraction', value: 0.5 });
  table.set('ربع', { kind: 'fraction', value: 0.25 });
  return table;
}

export const NUMBER_WORDS: ReadonlyMap<string, NumberWord> = buildTable();

const MONDAY = /^[وب]?ال(?:اثنين|اتنين)$/;

/** Looks a word up, also without an attached Arabic 'and', 'with' or 'for' (وخمسين, بخمسين, لخمسين) or its article (الخمسة). */
export function lookupNumberWord(word: string): NumberWord | undefined {
  const direct = NUMBER_WORDS.get(word);
  if (direct) return direct;
  if (word.length > 2 && /^[وبل]/.test(word) && NUMBER_WORDS.has(word.slice(1))) return NUMBER_WORDS.get(word.slice(1));
  // 'الخمسة وسبعين', 'والعشرين': the article before a number word; 'الاثنين' is Monday.
  const bare = word.replace(/^[وبل]?ال/, '');
  return bare !== word && bare.length > 1 && !MONDAY.test(word) ? NUMBER_WORDS.get(bare) : undefined;
}
