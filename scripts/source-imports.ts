import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The paths tsconfig.json names, as folders of the project. */
const ALIASES: Record<string, string> = {
  '@shell/': 'src/shell/',
  '@contracts/': 'src/contracts/',
  '@engine/': 'src/engine/',
  '@saudi/': 'src/saudi/',
  '@brand/': 'src/brand/',
};

/**
 * The project files `file` imports (statically, dynamically or for types; packages left out), as
 * paths from the project's root, read from its text: what a check of the import graph or a
 * fingerprint of a file's sources needs, without a bundler.
 * @example importsOf('src/engine/conversation/knowledge/price-item.ts'); // ['src/contracts/common.ts', …, 'src/engine/planner/index.ts', …]
 */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((name) => specifier.startsWith(name));
    const path = specifier.startsWith('.')
      ? normalize(join(dirname(file), specifier))
      : alias
        ? `${ALIASES[alias]}${specifier.slice(alias.length)}`
        : specifier === '@contracts'
          ? 'src/contracts/index.ts'
          : undefined;
    if (!path) return [];
    const clean = path.replace(/\?.*$/, '');
    const base = clean.replace(/\.(tsx?|mjs|js)$/, '');
    const found = [clean, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}.mjs`].find(
      (candidate) => /\.\w+$/.test(candidate) && existsSync(candidate),
    );
    return found ? [found] : [];
  });
}

/**
 * Every project file `entries` reach through their imports, the entries included, sorted.
 * @example moduleGraph(['src/engine/planner/index.ts']).includes('src/engine/planner/plan-event.ts'); // true
 */
export function moduleGraph(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen].sort();
}
