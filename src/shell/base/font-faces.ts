/**
 * The two faces the widgets ship (subset by scripts/subset-fonts.ts into src/shell/fonts/):
 * Inter for Latin text (variable, weights 400 to 700 in one file) and Noto Sans Arabic (400 and
 * 700), designed to sit together. Each covers only the characters its subset keeps (its
 * unicode-range), so the browser fetches a face only for text that needs it and draws anything
 * else in the next family.
 */
export const LATIN_FONT_FAMILY = 'Inter';
export const ARABIC_FONT_FAMILY = 'Noto Sans Arabic';

/** ASCII and Latin-1 (names such as José or Zoë), typographic punctuation and spaces, €, ™, arrows, minus, tick. */
export const LATIN_RANGE = 'U+20-FF, U+2010-203A, U+20AC, U+2122, U+2190-2193, U+2212, U+2713';

/**
 * The Arabic letters, marks, digits and punctuation Saudi text uses, the letters of borrowed
 * sounds (پ چ ڤ گ ی), the joiners and direction marks, and ﷼. Persian, Urdu and Quranic
 * extensions are left out; shaping forms come along with the letters (the subsetter keeps what
 * the font's shaping rules reach).
 */
export const ARABIC_RANGE = 'U+60C-671, U+67E, U+686, U+6A4, U+6AF, U+6CC, U+6D4, U+200C-200F, U+FDFC';

export interface FontFaceSpec {
  family: string;
  /** A single weight, or a range for a variable face. */
  weight: string;
  /** The characters it covers, as CSS unicode-range. */
  range: string;
}

/** The faces, in the order of FONT_FILES (font-files.ts) and of register-fonts.ts's imports. */
export const FONT_FACES: readonly FontFaceSpec[] = [
  { family: LATIN_FONT_FAMILY, weight: '400 700', range: LATIN_RANGE },
  { family: ARABIC_FONT_FAMILY, weight: '400', range: ARABIC_RANGE },
  { family: ARABIC_FONT_FAMILY, weight: '700', range: ARABIC_RANGE },
];
