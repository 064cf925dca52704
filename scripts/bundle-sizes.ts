import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Size {
  /** Bytes of the files each compressed on its own, as a browser fetches them one by one. */
  gzip: number;
  brotli: number;
  files: string[];
}

/** A built bundle: its files by path under dist/ (`ev-contact.js`, `chunks/react-….js`). */
export type BuiltFiles = ReadonlyMap<string, Uint8Array>;

/** Chunks every widget shares: React, the shell runtime, its DOM-only base and the bundler's helpers. */
const SHARED = /^chunks\/(react|runtime|shell-base|rolldown-runtime)-/;
const WIDGET_ENTRIES = ['ev-contact.js', 'ev-home.js', 'ev-chat-layla.js', 'ev-generator.js'];

/** The files of a dist/ folder on disk (`npm run sizes`). */
export function readDist(distDir: string): BuiltFiles {
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(js|css|html)$/.test(file),
  );
  return new Map(files.map((file) => [file.split('\\').join('/'), readFileSync(join(distDir, file))]));
}

/**
 * Sizes of what a page downloads from the bundle, following static imports only (dynamic imports,
 * such as the chat panel, load later). Each file is compressed on its own (gzip level 9, brotli
 * quality 11) and the sizes added up: a browser fetches and decompresses them one by one, so
 * splitting a file costs its own headers and the words the two no longer share.
 * @example measureBundle(readDist('dist'), 'demo/index.html').chatFirstLoad.gzip
 */
export function measureBundle(built: BuiltFiles, demoPage: string) {
  const read = (file: string) => {
    const bytes = built.get(file);
    if (!bytes) throw new Error(`${file} is not in the bundle`);
    return bytes;
  };
  const closure = (entries: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dependency of staticImports(file, read(file))) visit(dependency);
    };
    entries.forEach(visit);
    return [...seen].sort();
  };
  const size = (files: string[]): Size => ({
    gzip: sum(files.map((file) => gzipSync(read(file), { level: 9 }).length)),
    brotli: sum(
      files.map((file) => brotliCompressSync(read(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length),
    ),
    files,
  });
  const all = closure(WIDGET_ENTRIES);
  const widgets = Object.fromEntries(
    WIDGET_ENTRIES.map((entry) => [entry, size(closure([entry]).filter((file) => !SHARED.test(file)))]),
  );
  const demoHtml = readFileSync(demoPage, 'utf8');
  // The page's modules from dist/, and those its own scripts import from dist/ (demo.js imports the
  // bundle once the first screen is painted, which is still the page's first load).
  const pageScripts = [...demoHtml.matchAll(/<script type="module" src="\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const demoScripts = pageScripts.flatMap((script) =>
    script.startsWith('dist/')
      ? [script.slice('dist/'.length)]
      : [...readFileSync(join(dirname(demoPage), script), 'utf8').matchAll(/['"]\/dist\/([^'"]+\.js)['"]/g)].map(
          (match) => match[1] as string,
        ),
  );
  // The page's stylesheets from dist/ too: the home's first screen draws with one before any script.
  const demoStyles = [...demoHtml.matchAll(/<link rel="stylesheet" href="\/dist\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const chunks = [...built.keys()].filter((file) => file.startsWith('chunks/') && file.endsWith('.js'));
  const chatFirstLoad = closure(['ev-chat-layla.js']);
  const chatApp = chunks.filter((file) => file.startsWith('chunks/chat-app-'));
  // What a page that adds one element downloads before any visitor's intent: the entry and its static imports.
  const firstLoad = Object.fromEntries(WIDGET_ENTRIES.map((entry) => [entry, size(closure([entry]))]));
  return {
    shared: size(all.filter((file) => SHARED.test(file))),
    /** Per element, everything its entry loads before intent, shared chunks included. */
    firstLoad,
    functionsClient: size(chunks.filter((file) => file.startsWith('chunks/functions-client-'))),
    widgets,
    /** The chat's facade: its entry and what that imports before any interaction. */
    chatFirstLoad: size(chatFirstLoad),
    /** What the chat loads on intent (React, the runtime, the chat and its panel), beyond the facade. */
    chatOnIntent: size(closure(chatApp).filter((file) => !chatFirstLoad.includes(file))),
    demoFirstLoad: size([...closure(demoScripts), ...demoStyles]),
  };
}

export type BundleSizes = ReturnType<typeof measureBundle>;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The files a built module imports statically: `import … from "./x.js"`, `export … from`, `import "./x.js"`. */
function staticImports(file: string, bytes: Uint8Array): string[] {
  const code = Buffer.from(bytes).toString('utf8');
  const found: string[] = [];
  for (const match of code.matchAll(
    /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g,
  )) {
    found.push(
      relative('.', normalize(join(dirname(file), match[1] as string)))
        .split('\\')
        .join('/'),
    );
  }
  return found;
}
