import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BUNDLE_SOURCE, SUPABASE_BUNDLE_PATH, supabaseBundle } from '../../scripts/supabase-bundle';
import { FUNCTION_NAMES } from '../../src/contracts';
import { supabaseUploadFiles } from '../../scripts/supabase-upload';

const IMPORT_MAP = 'supabase/functions/deno.json';

describe('what `supabase functions deploy` uploads', () => {
  it.each(FUNCTION_NAMES)('%s: the import map, the entry and the bundle, which holds the rest', async (name) => {
    expect(await supabaseUploadFiles(`supabase/functions/${name}/index.ts`, IMPORT_MAP)).toEqual([
      IMPORT_MAP,
      `supabase/functions/${name}/index.ts`,
      SUPABASE_BUNDLE_PATH,
    ]);
  });

  it('would be the one file from the source itself, whose imports name no extension (why the bundle exists)', async () => {
    expect(await supabaseUploadFiles(BUNDLE_SOURCE, IMPORT_MAP)).toEqual([IMPORT_MAP, BUNDLE_SOURCE]);
  });
});

describe(SUPABASE_BUNDLE_PATH, () => {
  it('is generated, never committed: git ignores it, and this run wrote it from src/', async () => {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    expect(git('ls-files', 'supabase/functions/_shared')).toBe('');
    expect(git('check-ignore', SUPABASE_BUNDLE_PATH)).toBe(SUPABASE_BUNDLE_PATH);
    // A boolean, not a 300 KB diff: the tests' global setup writes it from src/.
    expect((await readFile(SUPABASE_BUNDLE_PATH, 'utf8')) === (await supabaseBundle())).toBe(true);
  });

  it('imports only packages the functions’ import map names, and Deno’s node: modules', async () => {
    const { imports } = JSON.parse(await readFile(IMPORT_MAP, 'utf8')) as { imports: Record<string, string> };
    const bare = [...(await readFile(SUPABASE_BUNDLE_PATH, 'utf8')).matchAll(/^import (?:.* from )?"([^"]+)";$/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(bare.length).toBeGreaterThan(0);
    const unmapped = bare.filter(
      (specifier) =>
        !specifier.startsWith('node:') &&
        !(specifier in imports) &&
        !Object.keys(imports).some((key) => key.endsWith('/') && specifier.startsWith(key)),
    );
    expect(unmapped).toEqual([]);
  });
});
