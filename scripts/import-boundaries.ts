import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** React and what only runs with it: never in what an element draws before the visitor's intent. */
const REACT = ['react', 'react-dom', 'scheduler', 'i18next', 'react-i18next', 'use-sync-external-store'];

/**
 * What each folder of src/shell may import (static imports that stay in the code; types are
 * erased): the shell folders it names, and, unless `react` is set, no React. A folder's chunk
 * (vite.config.ts) is what a page loads for it, so base/ (every element's first load, the chat's
 * facade's included) and first-view/ must never pull React in.
 */
export const SHELL_FOLDERS: Record<string, { mayImport: string[]; react: boolean }> = {
  'src/shell/base/': { mayImport: ['src/shell/base/'], react: false },
  'src/shell/first-view/': { mayImport: ['src/shell/base/', 'src/shell/first-view/'], react: false },
  'src/shell/functions/': { mayImport: ['src/shell/base/', 'src/shell/functions/'], react: false },
  'src/shell/react/': {
    mayImport: ['src/shell/base/', 'src/shell/first-view/', 'src/shell/functions/', 'src/shell/react/'],
    react: true,
  },
  'src/shell/ui/': {
    mayImport: [
      'src/shell/base/',
      'src/shell/first-view/',
      'src/shell/functions/',
      'src/shell/react/',
      'src/shell/ui/',
    ],
    react: true,
  },
  'src/shell/prerender/': {
    mayImport: ['src/shell/base/', 'src/shell/first-view/', 'src/shell/react/', 'src/shell/prerender/'],
    react: true,
  },
};

/** The package an import names, if it is one: `react-dom/client` → `react-dom`. */
function packageOf(path: string): string | undefined {
  const inModules = path.lastIndexOf('node_modules/');
  const bare = inModules >= 0 ? path.slice(inModules + 'node_modules/'.length) : /^[\w@]/.test(path) ? path : '';
  if (!bare) return undefined;
  const [scope, name] = bare.split('/');
  return scope?.startsWith('@') ? `${scope}/${name}` : scope;
}

/**
 * The engines reached only through their index from outside their own folder and their own tests
 * (tests/engine/planner/): Layla prices an item with what src/engine/planner/index.ts offers,
 * never with the planner's market data, copy or price internals.
 */
export const ENGINE_FACES = ['src/engine/planner/'];

/**
 * Why `importer` may not import `imported` because it passes an engine's index (ENGINE_FACES).
 * @example engineFaceProblem('src/server/x.ts', 'src/engine/planner/service-cost.ts') // '… only through src/engine/planner/index.ts …'
 */
export function engineFaceProblem(importer: string, imported: string): string | undefined {
  const engine = ENGINE_FACES.find((face) => imported.startsWith(face));
  if (!engine || imported.startsWith(`${engine}index.`) || importer.startsWith(engine)) return undefined;
  if (importer.startsWith(`tests/${engine.slice('src/'.length)}`)) return undefined;
  return `${importer} imports ${imported}: outside ${engine} the planner is reached only through ${engine}index.ts (scripts/import-boundaries.ts)`;
}

/**
 * Why `importer` may not import `imported` (paths relative to the project, or a package name),
 * or undefined when it may.
 * @example importProblem('src/shell/base/bus.ts', 'node_modules/react/index.js') // 'src/shell/base/ imports no React…'
 */
export function importProblem(importer: string, imported: string): string | undefined {
  const face = engineFaceProblem(importer, imported);
  if (face) return face;
  const folder = Object.keys(SHELL_FOLDERS).find((name) => importer.startsWith(name));
  if (!folder) return undefined;
  const rule = SHELL_FOLDERS[folder] as (typeof SHELL_FOLDERS)[string];
  const name = packageOf(imported);
  if (name && REACT.includes(name) && !rule.react) {
    return `${importer} imports ${name}: ${folder} draws before React and imports no React (scripts/import-boundaries.ts)`;
  }
  const shell = Object.keys(SHELL_FOLDERS).find((other) => imported.startsWith(other));
  if (shell && !rule.mayImport.includes(shell)) {
    return `${importer} imports ${imported}: ${folder} may import only ${rule.mayImport.join(', ')} of src/shell (scripts/import-boundaries.ts)`;
  }
  return undefined;
}

/**
 * The build's check of the import graph, which fails on the first wrong import rather than on a
 * budget's bytes after the build: each src/shell folder imports only what SHELL_FOLDERS allows,
 * and an element whose view loads on intent (`onIntent`: its entry) reaches no React through its
 * static imports (the chain that does is named).
 */
export function importBoundaries({ onIntent }: { onIntent: readonly string[] }): Plugin {
  let root = process.cwd();
  const pathOf = (id: string) => {
    const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
    return clean.startsWith(root) ? relative(root, clean).split(sep).join('/') : clean;
  };
  return {
    name: 'ev:import-boundaries',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    moduleParsed(info) {
      const importer = pathOf(info.id);
      for (const id of info.importedIds) {
        const problem = importProblem(importer, pathOf(id));
        if (problem) this.error(problem);
      }
    },
    buildEnd(error) {
      if (error) return;
      for (const entry of onIntent) {
        const start = [...this.getModuleIds()].find((id) => pathOf(id) === entry);
        if (!start) continue;
        const via = new Map<string, string | null>([[start, null]]);
        const queue = [start];
        while (queue.length > 0) {
          const id = queue.shift() as string;
          const name = packageOf(pathOf(id));
          if (name && REACT.includes(name)) {
            const chain: string[] = [];
            for (let at: string | null | undefined = id; at; at = via.get(at)) chain.unshift(pathOf(at));
            this.error(
              `${entry} loads its view on intent, yet reaches ${name} before it: ${chain.join(' → ')} (scripts/import-boundaries.ts)`,
            );
          }
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
            if (via.has(next)) continue;
            via.set(next, id);
            queue.push(next);
          }
        }
      }
    },
  };
}
