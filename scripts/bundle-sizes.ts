import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Size {
  gzip: number;
  brotli: number;
  files: string[];
}

/** Chunks every widget shares: React, the shell runtime, its DOM-only base and the bundler's helpers. */
const SHARED = /^chunks\/(react|runtime|shell-base|rolldown-runtime|preload-helper)-/;
const WIDGET_ENTRIES = ['ev-contact.js', 'ev-home.js', 'ev-chat-layla.js', 'ev-generator.js'];

/**
 * Sizes of what a page downloads from dist/, following static imports only (dynamic imports,
 * such as the chat panel, load later). Bytes are gzip (level 9) and brotli (quality 11).
 * @example measureBundle('dist', 'demo/index.html').shared.gzip
 */
export function measureBundle(distDir: string, demoPage: string) {
  const closure = (entries: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dependency of staticImports(distDir, file)) visit(dependency);
    };
    entries.forEach(visit);
    return [...seen].sort();
  };
  const size = (files: string[]): Size => {
    const bytes = Buffer.concat(files.map((file) => readFileSync(join(distDir, file))));
    return {
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      files,
    };
  };
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
  const chunks = readdirSync(join(distDir, 'chunks'));
  const lazyClient = chunks.filter((file) => file.startsWith('functions-client-'));
  const chatFirstLoad = closure(['ev-chat-layla.js']);
  const chatApp = chunks.filter((file) => file.startsWith('chat-app-')).map((file) => `chunks/${file}`);
  // What a page that adds one element downloads before any visitor's intent: the entry and its static imports.
  const firstLoad = Object.fromEntries(WIDGET_ENTRIES.map((entry) => [entry, size(closure([entry]))]));
  return {
    shared: size(all.filter((file) => SHARED.test(file))),
    /** Per element, everything its entry loads before intent, shared chunks included. */
    firstLoad,
    functionsClient: size(lazyClient.map((file) => `chunks/${file}`)),
    widgets,
    /** The chat's facade: its entry and what that imports before any interaction. */
    chatFirstLoad: size(chatFirstLoad),
    /** What the chat loads on intent (React, the runtime, the chat and its panel), beyond the facade. */
    chatOnIntent: size(closure(chatApp).filter((file) => !chatFirstLoad.includes(file))),
    demoFirstLoad: size([...closure(demoScripts), ...demoStyles]),
  };
}

/** The files a built module imports statically: `import … from "./x.js"`, `export … from`, `import "./x.js"`. */
function staticImports(distDir: string, file: string): string[] {
  const code = readFileSync(join(distDir, file), 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(
    /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g,
  )) {
    found.push(normalize(join(dirname(file), match[1] as string)));
  }
  return found;
}
