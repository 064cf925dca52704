/**
 * Cuts the two bundled faces down to the characters the widgets draw (src/shell/base/font-faces.ts)
 * and writes them to src/shell/base/fonts/: Inter's variable Latin face from @fontsource-variable/inter,
 * its weight axis kept from 400 to 700 (the weights the styles use), and Noto Sans Arabic 400 and
 * 700 from @fontsource/noto-sans-arabic. Run it after upgrading either package
 * (`npm run fonts`); tests/scripts/subset-fonts.test.ts checks the files are what it writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { FONT_FACES } from '@shell/base/font-faces';
import { FONT_FILES } from '@shell/base/font-files';

export const FONTS_DIR = 'src/shell/base/fonts';

const SOURCES: Record<string, { from: string; axes?: Record<string, unknown> }> = {
  'inter-latin-wght.woff2': {
    from: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    axes: { wght: { min: 400, max: 700 } },
  },
  'noto-sans-arabic-400.woff2': {
    from: 'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
  },
  'noto-sans-arabic-700.woff2': {
    from: 'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2',
  },
};

/**
 * Every character of a CSS unicode-range.
 * @example charactersOf('U+41-43, U+2713') // 'ABC✓'
 */
export function charactersOf(range: string): string {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, '').split('-'))
    .flatMap(([from = '', to = from]) => {
      const [start, end] = [Number.parseInt(from, 16), Number.parseInt(to, 16)];
      return Array.from({ length: end - start + 1 }, (_, i) => String.fromCodePoint(start + i));
    })
    .join('');
}

/** Each face's subset, by file name. */
export async function subsetFonts(): Promise<Record<string, Buffer>> {
  const out: Record<string, Buffer> = {};
  for (const [index, { range }] of FONT_FACES.entries()) {
    const file = FONT_FILES[index] as string;
    const source = SOURCES[file];
    if (!source) throw new Error(`no source for ${file}`);
    const text = charactersOf(range);
    out[file] = await subsetFont(readFileSync(source.from), text, {
      targetFormat: 'woff2',
      ...(source.axes ? { variationAxes: source.axes } : {}),
    });
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [file, data] of Object.entries(await subsetFonts())) {
    writeFileSync(`${FONTS_DIR}/${file}`, data);
    process.stdout.write(`${FONTS_DIR}/${file}: ${(data.length / 1024).toFixed(1)} KB\n`);
  }
}
