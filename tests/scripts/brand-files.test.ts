import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ART_PALETTE, dayScenes, nightVariant, ART_DIR } from '../../scripts/art-variants';
import { brandMarkFiles } from '../../scripts/brand-marks';
import { charactersOf, FONTS_DIR, subsetFonts } from '../../scripts/subset-fonts';
import { starOutline } from '../../src/brand/star-mark';

describe('the brand files are what their scripts write', () => {
  it('the favicon and the plugin mark draw the star of src/brand/star-mark.ts (node --import tsx scripts/brand-marks.ts --write)', () => {
    for (const [file, text] of Object.entries(brandMarkFiles())) expect(readFileSync(file, 'utf8'), file).toBe(text);
  });

  it('the star has sixteen corners: eight points, and eight notches where two squares 45° apart cross', () => {
    const corners = starOutline(24, 24, 17);
    const radii = corners.map(([x, y]) => Math.hypot(x - 24, y - 24));
    expect(corners).toHaveLength(16);
    expect(radii.filter((r) => Math.abs(r - 17) < 0.02)).toHaveLength(8);
    expect(radii.filter((r) => Math.abs(r - (17 * Math.SQRT1_2) / Math.cos(Math.PI / 8)) < 0.02)).toHaveLength(8);
  });

  it('every scene uses only the art palette, and its night variant is up to date (node --import tsx scripts/art-variants.ts)', () => {
    const palette = new Set(Object.values(ART_PALETTE).flat());
    expect(dayScenes()).toHaveLength(11);
    for (const file of dayScenes()) {
      const day = readFileSync(`${ART_DIR}/${file}`, 'utf8');
      const colours = new Set(day.match(/#[0-9a-f]{3,8}\b/gi)?.map((colour) => colour.toLowerCase()));
      expect(
        [...colours].filter((colour) => !palette.has(colour)),
        file,
      ).toEqual([]);
      expect(day, file).toMatch(/<title>[^<]{20,}<\/title>/);
      const [name, night] = nightVariant(file, day);
      expect(readFileSync(`${ART_DIR}/${name}`, 'utf8'), name).toBe(night);
    }
  });

  it('the bundled faces are the subsets scripts/subset-fonts.ts cuts from the packages (npm run fonts)', async () => {
    expect(charactersOf('U+41-43, U+2713')).toBe('ABC✓');
    for (const [file, data] of Object.entries(await subsetFonts())) {
      expect(readFileSync(`${FONTS_DIR}/${file}`).equals(data), file).toBe(true);
    }
  });
});
