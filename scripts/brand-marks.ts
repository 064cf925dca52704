/**
 * Writes the company mark (src/brand/star-mark.ts) where a file is needed rather than the React
 * logo: the demo site's favicon and the WordPress plugin's admin mark. `--write` updates them;
 * without it, prints which are out of date (tests/scripts/brand-marks.test.ts holds them to it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { starMarkSvg } from '../src/brand/star-mark';

const NAVY = '#0f2744';
const GOLD = '#c9a227';

/** Each file and the text it must hold. */
export function brandMarkFiles(): Record<string, string> {
  return {
    'demo/favicon.svg': `${starMarkSvg({ ground: NAVY, star: GOLD, tile: NAVY })}\n`,
    'integrations/wordpress/ev-widgets/assets/mark.svg': `${starMarkSvg({ ground: NAVY, star: GOLD })}\n`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const write = process.argv.includes('--write');
  for (const [file, text] of Object.entries(brandMarkFiles())) {
    const current = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current === text) continue;
    if (write) writeFileSync(file, text);
    process.stdout.write(`${write ? 'wrote' : 'out of date:'} ${file}\n`);
  }
}
