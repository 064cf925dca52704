/**
 * The home's scenes (widgets/home/images/*.svg) are drawn in one palette, ART_PALETTE: the day
 * variant is the file as drawn; this writes each one's night variant (`*-dark.svg`), the same
 * drawing with the sky, sand and walls of the palette's night column, for visitors whose system is
 * in dark mode. `--write` updates them; tests/scripts/art-variants.test.ts holds them to it and
 * the scenes to the palette.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const ART_DIR = 'widgets/home/images';

/** Every colour a scene may use: its day value and its night one (the same where it does not change). */
export const ART_PALETTE: Readonly<Record<string, readonly [day: string, night: string]>> = {
  skyTop: ['#f3e3c3', '#0b1d33'],
  skyLow: ['#faf3e6', '#1d3a60'],
  star: ['#f7ecd8', '#ffffff'],
  far: ['#ead3a8', '#28476d'],
  mid: ['#dcb57c', '#33506f'],
  near: ['#c8955a', '#3f4d63'],
  wall: ['#e4c595', '#6a5539'],
  shade: ['#c99e66', '#4e3d2a'],
  navy: ['#0f2744', '#0f2744'],
  ink: ['#1c2333', '#1c2333'],
  gold: ['#c9a227', '#c9a227'],
  glow: ['#f4d77a', '#f4d77a'],
  green: ['#1e6b3a', '#2e8b50'],
  palm: ['#2f5d3a', '#2f5d3a'],
  red: ['#b3261e', '#c62f26'],
  white: ['#ffffff', '#ffffff'],
  cloth: ['#f7f3e8', '#f7f3e8'],
  skin: ['#c58c5c', '#c58c5c'],
  skin2: ['#8a5a3c', '#8a5a3c'],
  wood: ['#7a4a2a', '#7a4a2a'],
  date: ['#5a2f17', '#5a2f17'],
  sea: ['#6fa3b8', '#2f6f8a'],
  steel: ['#8a94a6', '#8a94a6'],
};

/** The scenes as drawn (day), by file name. */
export function dayScenes(): string[] {
  return readdirSync(ART_DIR)
    .filter((file) => file.endsWith('.svg') && !file.endsWith('-dark.svg'))
    .sort();
}

/** The night variant's file name and text for a day scene. */
export function nightVariant(file: string, day: string): [string, string] {
  const night = Object.fromEntries(Object.values(ART_PALETTE).map(([d, n]) => [d, n]));
  return [
    file.replace(/\.svg$/, '-dark.svg'),
    day.replace(/#[0-9a-f]{6}\b/gi, (colour) => night[colour.toLowerCase()] ?? colour),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of dayScenes()) {
    const [name, text] = nightVariant(file, readFileSync(`${ART_DIR}/${file}`, 'utf8'));
    writeFileSync(`${ART_DIR}/${name}`, text);
    process.stdout.write(`wrote ${ART_DIR}/${name}\n`);
  }
}
