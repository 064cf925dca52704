import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = readFileSync(join(ROOT, 'docs/sources.md'), 'utf8');
/** Layla's trained model is base64, where 'R510' is only letters: it cites nothing. */
const GENERATED = new Set(['default-model.ts']);
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !GENERATED.has(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('docs/sources.md', () => {
  it('lists every source the engines and the Saudi core cite (R1, R2, … R100 and the ends of ranges like R4–R8)', () => {
    const cited = new Set<string>();
    for (const file of [...filesUnder(join(ROOT, 'src/engine')), ...filesUnder(join(ROOT, 'src/saudi'))])
      for (const [name] of readFileSync(file, 'utf8').matchAll(/\bR\d{1,3}\b/g)) cited.add(name);
    expect(cited.size).toBeGreaterThan(30);
    const missing = [...cited].filter((name) => !SOURCES.includes(`| **${name}** |`));
    expect(missing).toEqual([]);
  });

  it('gives every source a publisher or subject, a public address, a grade and what it supports', () => {
    const rows = SOURCES.split('\n').filter((row) => /^\| \*\*R\d+\*\* \|/.test(row));
    expect(rows.length).toBeGreaterThanOrEqual(100);
    for (const row of rows) {
      const cells = row.split('|').map((cell) => cell.trim());
      expect(cells[2], row).not.toBe('');
      expect(cells[3], row).toMatch(/^<https:\/\/[^\s>]+>(, <https:\/\/[^\s>]+>)*$/);
      expect(cells[4], row).toMatch(/^\[[BC]\]$/);
      expect(cells[5], row).not.toBe('');
    }
  });

  it('names no file of the machine it was written on', () => {
    expect(SOURCES).not.toMatch(/(^|[\s(`])\/(work|home|root|tmp|Users)\//m);
  });
});
