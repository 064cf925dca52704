import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentationPages, filesUnder, headingAnchors, linkTargets } from '../support/markdown';

const pages = documentationPages();
const REQUIREMENTS = 'docs/requirements.md';

describe('the documentation', () => {
  it.each(pages)('%s: every relative link reaches a file, and its #anchor a heading there', (page) => {
    const broken: string[] = [];
    for (const target of linkTargets(readFileSync(page, 'utf8'))) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto: — not this repository's to check
      const [path = '', anchor] = target.split('#');
      const file = path ? join(dirname(page), decodeURIComponent(path)) : page;
      if (!existsSync(file)) broken.push(`${target}: no ${file}`);
      else if (anchor && file.endsWith('.md') && !headingAnchors(readFileSync(file, 'utf8')).includes(anchor))
        broken.push(`${target}: no heading #${anchor} in ${file}`);
    }
    expect(broken).toEqual([]);
  });

  it('links every docs/ page from the README', () => {
    const linked = linkTargets(readFileSync('README.md', 'utf8')).map((target) => target.split('#')[0]);
    const unlinked = pages.filter((page) => page.startsWith('docs/') && !linked.includes(page));
    expect(unlinked).toEqual([]);
  });

  it('keeps the README within 12 KB, its two commands first', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12_288);
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme);
    expect(firstBlock?.index).toBeLessThan(readme.indexOf('\n## '));
    expect(firstBlock?.[1]).toMatch(/^npm ci && npm start\b[^\n]*\nnpm test\b/);
  });

  it(`has a section in ${REQUIREMENTS} for every § the code and tests cite`, () => {
    const sections = new Set(
      [...readFileSync(REQUIREMENTS, 'utf8').matchAll(/^## (\d+)\. /gm)].map((match) => match[1]),
    );
    const sources = ['src', 'widgets', 'scripts', 'tests', 'integrations', 'supabase'].flatMap((dir) =>
      filesUnder(dir, /\.(tsx?|css|php|js)$/),
    );
    const missing = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/§(\d+)/g)]
        .filter((match) => !sections.has(match[1]))
        .map((match) => `${file}: §${match[1]}`),
    );
    expect(sections.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
