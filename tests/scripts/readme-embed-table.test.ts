import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST_PATH } from '../../scripts/manifest/widgets';
import { embedTables, README_PATH, readmeTables } from '../../scripts/readme-embed-table';

const readme = readFileSync(README_PATH, 'utf8');
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8'));

describe("README 'Embed on your site'", () => {
  it('has the tables the manifest gives (run `npx tsx scripts/readme-embed-table.ts --write` after changing it)', () => {
    expect(readmeTables(readme)).toBe(embedTables(manifest));
  });

  it('lists every attribute and event of every element', () => {
    const tables = readmeTables(readme) ?? '';
    for (const module of manifest.modules) {
      for (const element of module.declarations ?? []) {
        for (const item of [...(element.attributes ?? []), ...(element.events ?? [])]) {
          expect(tables).toContain(`| \`${item.name}\` |`);
        }
      }
    }
  });

  it('gives a host CSP without unsafe-inline or unsafe-eval, and the Supabase settings', () => {
    const section = readme.slice(readme.indexOf('## Embed on your site'), readme.indexOf('## The functions'));
    const policy = section.match(/```\n(script-src[\s\S]*?)```/)?.[1] ?? '';
    expect(policy).toMatch(/script-src .*https:\/\/events\.example/);
    expect(policy).toMatch(/connect-src /);
    expect(policy).toMatch(/style-src 'self';/);
    expect(policy).not.toMatch(/unsafe-/);
    expect(section).toContain('https://<project>.supabase.co/functions/v1');
    expect(section).toContain('Custom HTML');
  });
});
