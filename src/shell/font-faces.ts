import type { Language } from './language';

/**
 * The two faces the widgets ship (subset by scripts/subset-fonts.ts into src/shell/fonts/):
 * Inter for Latin text (variable, weights 400 to 700 in one file) and Noto Sans Arabic (400 and
 * 700), designed to sit together. Each covers only the characters its subset keeps, so the
 * browser fetches a face only for text that needs it and draws anything else in the next family.
 */
export const LATIN_FONT_FAMILY = 'Inter';
export const ARABIC_FONT_FAMILY = 'Noto Sans Arabic';

/** Printable ASCII, Latin-1 (names such as José or Zoë), typographic punctuation, €, ™, arrows, minus, tick. */
export const LATIN_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2190],
  [0x2192, 0x2192],
  [0x2212, 0x2212],
  [0x2713, 0x2713],
] as const;

/**
 * The Arabic letters, marks, digits and punctuation Saudi text uses, the letters of borrowed
 * sounds (پ چ ڤ گ ی), the joiners and direction marks, and ﷼. Persian, Urdu and Quranic
 * extensions are left out; shaping forms come along with the letters (the subsetter keeps what
 * the font's shaping rules reach).
 */
export const ARABIC_RANGES = [
  [0x060c, 0x061f],
  [0x0621, 0x065f],
  [0x0660, 0x066d],
  [0x0670, 0x0671],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x06a4, 0x06a4],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x06d4, 0x06d4],
  [0x200c, 0x200f],
  [0xfdfc, 0xfdfc],
] as const;

export interface FontFaceSpec {
  family: string;
  /** The subset file's name in src/shell/fonts/. */
  file: string;
  /** A single weight, or a range for a variable face. */
  weight: string;
  ranges: readonly (readonly [number, number])[];
}

export const FONT_FACES: readonly FontFaceSpec[] = [
  { family: LATIN_FONT_FAMILY, file: 'inter-latin-wght.woff2', weight: '400 700', ranges: LATIN_RANGES },
  { family: ARABIC_FONT_FAMILY, file: 'noto-sans-arabic-400.woff2', weight: '400', ranges: ARABIC_RANGES },
  { family: ARABIC_FONT_FAMILY, file: 'noto-sans-arabic-700.woff2', weight: '700', ranges: ARABIC_RANGES },
];

/**
 * `ranges` as a CSS unicode-range value.
 * @example unicodeRange([[0x20, 0x7e]]) // 'U+20-7E'
 */
export function unicodeRange(ranges: FontFaceSpec['ranges']): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/**
 * What a view in `language` draws with, as `document.fonts.load` descriptors and a sample
 * character: English is Inter; Arabic is Noto Sans Arabic, with Inter for its digits and Latin
 * words (phone numbers, e-mail addresses). With `switcher`, an English view also shows its
 * language switch in Arabic (the home's header: العربية, bold).
 * @example fontsOf('en') // [['400 1em "Inter"', 'a'], ['700 1em "Inter"', 'a']]
 */
export function fontsOf(language: Language, switcher = false): [string, string][] {
  const latin: [string, string][] = ['400', '700'].map((weight) => [`${weight} 1em "${LATIN_FONT_FAMILY}"`, 'a']);
  if (language === 'en') return switcher ? [...latin, [`700 1em "${ARABIC_FONT_FAMILY}"`, '\u0639']] : latin;
  return [
    ...['400', '700'].map((weight): [string, string] => [`${weight} 1em "${ARABIC_FONT_FAMILY}"`, '\u0639']),
    ...latin,
  ];
}
