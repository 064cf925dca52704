/**
 * Cuts the two bundled faces down to the characters the widgets draw (src/shell/font-faces.ts)
 * and writes them to src/shell/fonts/: Inter's variable Latin face from @fontsource-variable/inter,
 * its weight axis kept from 400 to 700 (the weights the styles use), and Noto Sans Arabic 400 and
 * 700 from @fontsource/noto-sans-arabic. Run it after upgrading either package
 * (`npm run fonts`); tests/scripts/subset-fonts.test.ts checks the files are what it writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { ARABIC_RANGES, FONT_FACES, type FontFaceSpec, LATIN_RANGES } from '../src/shell/font-faces';

export const FONTS_DIR = 'src/shell/fonts';

const SOURCES: Record<string, { from: string; ranges: FontFaceSpec['ranges']; axes?: Record<string, unknown> }> = {
  'inter-latin-wght.woff2': {
    from: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: LATIN_RANGES,
    axes: { wght: { min: 400, max: 700 } },
  },
  'noto-sans-arabic-400.woff2': {
    from: 'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
    ranges: ARABIC_RANGES,
  },
  'noto-sans-arabic-700.woff2': {
    from: 'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2',
    ranges: ARABIC_RANGES,
  },
};

/** Each face's subset, by file name. */
export async function subsetFonts(): Promise<Record<string, Buffer>> {
  const out: Record<string, Buffer> = {};
  for (const { file } of FONT_FACES) {
    const source = SOURCES[file];
    if (!source) throw new Error(`no source for ${file}`);
    const text = source.ranges
      .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
      .join('');
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
