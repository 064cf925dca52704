import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Runs after the build (`npm test` builds first): the package is the bundle, types, manifest, README
// and the docs/ pages it links to.
const ALLOWED = [
  /^dist\/[\w./-]+$/,
  /^types\/[\w-]+\.d\.ts$/,
  /^dist-spec\/custom-elements\.json$/,
  /^README\.md$/,
  /^docs\/[\w./-]+\.(md|png)$/,
  /^package\.json$/,
];
const ENTRIES = ['ev-widgets', 'ev-contact', 'ev-home', 'ev-chat-layla', 'ev-generator'];

function packedFiles(): string[] {
  if (!existsSync('dist/ev-widgets.js')) throw new Error('dist/ is missing: run `npm run build` first');
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' });
  const [pack] = JSON.parse(output) as { files: { path: string }[] }[];
  return (pack?.files ?? []).map((file) => file.path).sort();
}

function exportTargets(): string[] {
  const { exports, types, customElements } = JSON.parse(readFileSync('package.json', 'utf8'));
  const targets = Object.values(exports as Record<string, string | Record<string, string>>).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
  return [...targets, types, customElements].map((path: string) => path.replace(/^\.\//, ''));
}

describe('npm pack', () => {
  const files = packedFiles();

  it('holds the built bundle, the types, the manifest and the README, and nothing else', () => {
    expect(files.filter((path) => !ALLOWED.some((pattern) => pattern.test(path)))).toEqual([]);
    for (const entry of ENTRIES) {
      expect(files).toContain(`dist/${entry}.js`);
      expect(files).toContain(`types/${entry}.d.ts`);
    }
    expect(files).toContain('types/events.d.ts');
    expect(files).toContain('dist-spec/custom-elements.json');
    expect(files).toContain('README.md');
    expect(files.some((path) => path.startsWith('dist/chunks/react-'))).toBe(true);
  });

  it('packs every page and picture the README links to, so its links work from the package too', () => {
    const readme = readFileSync('README.md', 'utf8');
    const linked = [...readme.matchAll(/(?:\]\(|src=")(docs\/[^)#"\s]+)/g)].map((match) => match[1]);
    expect(linked.length).toBeGreaterThan(5);
    expect(linked.filter((path) => !files.includes(path as string))).toEqual([]);
  });

  it('packs every file that package.json exports, types and customElements point to', () => {
    expect(exportTargets().filter((path) => !files.includes(path))).toEqual([]);
  });

  it('packs every chunk the entries import', () => {
    const imported = new Set<string>();
    for (const path of files.filter((file) => file.endsWith('.js'))) {
      const code = readFileSync(path, 'utf8');
      for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
        imported.add(new URL(specifier as string, `file:///${path}`).pathname.slice(1));
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((path) => !files.includes(path))).toEqual([]);
  });
});
