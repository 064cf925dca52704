import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST_PATH } from '../../scripts/manifest/widgets';
import { EMBED_DOC_PATH, embedDocTables, embedTables } from '../../scripts/readme-embed-table';

const guide = readFileSync(EMBED_DOC_PATH, 'utf8');
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8'));

describe('docs/embedding.md', () => {
  it('has the tables the manifest gives (run `npx tsx scripts/readme-embed-table.ts --write` after changing it)', () => {
    expect(embedDocTables(guide)).toBe(embedTables(manifest));
  });

  it('lists every attribute and event of every element', () => {
    const tables = embedDocTables(guide) ?? '';
    for (const module of manifest.modules) {
      for (const element of module.declarations ?? []) {
        for (const item of [...(element.attributes ?? []), ...(element.events ?? [])]) {
          expect(tables).toContain(`| \`${item.name}\` |`);
        }
      }
    }
  });

  it('gives a host CSP without unsafe-inline or unsafe-eval', () => {
    const section = guide.slice(guide.indexOf('## Content Security Policy'));
    const policy = section.match(/```\n(script-src[\s\S]*?)```/)?.[1] ?? '';
    expect(policy).toMatch(/script-src .*https:\/\/events\.example/);
    expect(policy).toMatch(/connect-src /);
    expect(policy).toMatch(/style-src 'self';/);
    expect(policy).not.toMatch(/unsafe-/);
  });

  it('points the Supabase and WordPress pages at the same settings', () => {
    expect(readFileSync('docs/supabase.md', 'utf8')).toContain('https://<project>.supabase.co/functions/v1');
    expect(readFileSync('docs/wordpress.md', 'utf8')).toContain('Custom HTML');
  });
});
