/**
 * Each face's subset file in src/shell/fonts/ (and dist/fonts/), in the order of FONT_FACES: apart
 * from them so the names stay out of the code every element loads (register-fonts.ts imports
 * the files themselves).
 */
export const FONT_FILES = [
  'inter-latin-wght.woff2',
  'noto-sans-arabic-400.woff2',
  'noto-sans-arabic-700.woff2',
] as const;
