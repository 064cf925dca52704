import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` whose name `matches`, as repository paths. */
export function filesUnder(dir: string, matches: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, matches);
    return matches.test(entry.name) ? [path] : [];
  });
}

/** README.md and every Markdown page under docs/. */
export function documentationPages(): string[] {
  return ['README.md', ...filesUnder('docs', /\.md$/)];
}

/** The text outside fenced code blocks and inline code, where links and headings mean something. */
export function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link target a reader can follow: `[text](target)` and `<img src="target">`. */
export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string);
  const images = [...text.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1] as string);
  return [...links, ...images];
}

/**
 * The anchors GitHub gives a page's headings: lower case, punctuation dropped (letters of any
 * script, digits, `-` and `_` kept), spaces as `-`, a repeated heading numbered `-1`, `-2`…
 * @example headingAnchors('## From another origin: the checklist') // ['from-another-origin-the-checklist']
 */
export function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm);
  return [...headings].map((match) => {
    const slug = (match[1] as string)
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count ? `${slug}-${count}` : slug;
  });
}
