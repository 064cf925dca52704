import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';

/**
 * The files `supabase functions deploy` uploads for one function, as the CLI's Go code picks them
 * (supabase/cli pkg/function: `writeForm`, `ImportMap.WalkImportPaths`): the import map (and the
 * map a deno.json refers to), then the entry and every file reached by scanning each uploaded
 * file's text with the CLI's import pattern. An import is followed only when, after the import
 * map's prefixes are substituted, it names a file extension and starts with `./`, `../` or `/`;
 * relative ones resolve against the importing file. A file that is not there is skipped, as the
 * CLI skips it with a warning. Paths are relative to the project folder, as the CLI sends them.
 */
export async function supabaseUploadFiles(entry: string, importMapPath: string): Promise<string[]> {
  const files = [importMapPath];
  const importMap = await loadImportMap(importMapPath);
  if (importMap.reference) {
    const referenced = posix.join(posix.dirname(importMapPath), importMap.reference);
    files.push(referenced);
    importMap.imports = (await loadImportMap(referenced)).imports;
  }
  const seen = new Set<string>();
  const queue = [entry];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (seen.has(current) || !existsSync(current)) continue;
    seen.add(current);
    files.push(current);
    for (const match of (await readFile(current, 'utf8')).matchAll(CLI_IMPORT_PATTERN)) {
      let specifier = (match[1] || match[2] || '').trim();
      let substituted = false;
      for (const [prefix, target] of Object.entries(importMap.imports)) {
        if (specifier.startsWith(prefix)) {
          specifier = target + specifier.slice(prefix.length);
          substituted = true;
        }
      }
      if (!extensionOf(specifier)) continue;
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative && !specifier.startsWith('/')) continue;
      queue.push(posix.normalize(relative && !substituted ? posix.join(posix.dirname(current), specifier) : specifier));
    }
  }
  return files;
}

/**
 * Copies what the CLI would upload for `name` (entry and import map from supabase/config.toml)
 * into a new empty folder, at the same relative paths: no node_modules, no other source file.
 * @example const { dir } = await stageSupabaseUpload('submit-lead'); // run Deno in dir
 */
export async function stageSupabaseUpload(name: string): Promise<{ dir: string; entry: string; importMap: string }> {
  const config = await readFile('supabase/config.toml', 'utf8');
  const section = config.split(`[functions.${name}]`)[1]?.split('\n[')[0] ?? '';
  const setting = (key: string) => section.match(new RegExp(`^${key} = "\\./(.+)"`, 'm'))?.[1];
  const entry = setting('entrypoint');
  const importMap = setting('import_map');
  if (!entry || !importMap) throw new Error(`supabase/config.toml names no entrypoint or import_map for ${name}`);
  const dir = await mkdtemp(join(tmpdir(), `ev-upload-${name}-`));
  const files = await supabaseUploadFiles(`supabase/${entry}`, `supabase/${importMap}`);
  for (const file of files) {
    await mkdir(join(dir, dirname(file)), { recursive: true });
    await cp(file, join(dir, file));
  }
  return { dir, entry: `supabase/${entry}`, importMap: `supabase/${importMap}` };
}

/** The CLI's pattern (RE2 there; the same matches here for the code it meets). */
const CLI_IMPORT_PATTERN =
  /(?:import|export)\s+(?:{[^{}]+}|.*?)\s*(?:from)?\s*['"](.*?)['"]|import\(\s*['"](.*?)['"]\)/gi;

/** Go's path.Ext: from the last dot of the last segment, or nothing. */
function extensionOf(specifier: string): string {
  const base = specifier.slice(specifier.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot);
}

/** Its `imports`, relative targets resolved against the map's folder as the CLI resolves them. */
async function loadImportMap(path: string): Promise<{ imports: Record<string, string>; reference?: string }> {
  const {
    imports = {},
    scopes,
    importMap,
  } = JSON.parse(await readFile(path, 'utf8')) as {
    imports?: Record<string, string>;
    scopes?: unknown;
    importMap?: string;
  };
  const resolved = Object.fromEntries(
    Object.entries(imports).map(([key, target]) => [key, resolveTarget(path, target)]),
  );
  const isReference = Object.keys(imports).length === 0 && !scopes && Boolean(importMap);
  return { imports: resolved, ...(isReference && importMap ? { reference: importMap } : {}) };
}

function resolveTarget(mapPath: string, target: string): string {
  if (target.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(target)) return target;
  const joined = posix.join(posix.dirname(mapPath), target) + (target.endsWith('/') ? '/' : '');
  return joined.startsWith('/') ? joined : `./${joined}`;
}
