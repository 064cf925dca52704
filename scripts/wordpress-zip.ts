import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeZip } from './zip';

export const PLUGIN_DIR = 'integrations/wordpress/ev-widgets';
export const PLUGIN_ZIP = 'build/ev-widgets.zip';

/**
 * Packs the WordPress plugin as WordPress expects an upload (Plugins → Add New → Upload):
 * one `ev-widgets/` folder holding the plugin's files.
 * @example buildWordPressZip() // 'build/ev-widgets.zip'
 */
export function buildWordPressZip(out = PLUGIN_ZIP): string {
  const files = readdirSync(PLUGIN_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const entries = files.map((file) => ({
    name: `ev-widgets/${relative(PLUGIN_DIR, file).split('\\').join('/')}`,
    data: readFileSync(file),
  }));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, writeZip(entries));
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = buildWordPressZip(process.argv[2]);
  process.stdout.write(`Wrote ${out}: upload it in WordPress under Plugins → Add New → Upload Plugin.\n`);
}
