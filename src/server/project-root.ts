import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder, found from where the running module sits (src/server/, scripts/,
 * build/server/ or a chunk under it), never from the working directory: `node
 * /srv/ev/build/server/main.js` started from anywhere serves /srv/ev/demo and /srv/ev/dist.
 * @example join(projectRoot(import.meta.url), 'dist') // '/srv/ev/dist'
 */
export function projectRoot(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (isProject(dir)) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`No ev-widgets project folder above ${fileURLToPath(moduleUrl)}`);
    dir = up;
  }
}

function isProject(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'ev-widgets';
  } catch {
    return false;
  }
}

/** The site's folders under the project: the demo pages and the built widgets. */
export function siteFolders(moduleUrl: string): { root: string; demoDir: string; distDir: string } {
  const root = projectRoot(moduleUrl);
  return { root, demoDir: join(root, 'demo'), distDir: join(root, 'dist') };
}

/** The entry file every build of the widgets writes: without it, the site has no widgets. */
export const WIDGETS_ENTRY = 'ev-widgets.js';
