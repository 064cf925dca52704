import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstViews } from './scripts/first-views-plugin.ts';
import { importBoundaries } from './scripts/import-boundaries.ts';
import { precompress } from './scripts/precompress-plugin.ts';

/**
 * The production build: one ES module per widget plus the all-in-one entry, in dist/, sharing
 * chunks in dist/chunks/ so a page that loads two widgets loads React and the shell once.
 * Adding a widget is one line in ENTRIES.
 */
const ENTRIES: Record<string, string> = {
  'ev-contact': 'widgets/contact/define.ts',
  'ev-generator': 'widgets/generator/define.ts',
  'ev-chat-layla': 'widgets/chat/define.ts',
  'ev-home': 'widgets/home/define.ts',
  'ev-widgets': 'widgets/index.ts',
};
/** The elements whose view (React) loads on the visitor's intent: their entries reach no React (scripts/import-boundaries.ts). */
const ON_INTENT = ['widgets/contact/define.ts', 'widgets/generator/define.ts', 'widgets/chat/define.ts'];

/**
 * The shared chunks, each the folders it holds (a module goes to the first group that names its
 * folder): where a file sits decides where it loads, and the build's import check
 * (scripts/import-boundaries.ts) keeps each folder's imports to what its chunk may carry.
 */
const CHUNKS: { name: string; folders: string[]; except?: string[]; ownDependencies?: boolean }[] = [
  { name: 'react', folders: ['node_modules/react/', 'node_modules/react-dom/', 'node_modules/scheduler/'] },
  // ky, zod and the schemas: loaded on the first function call, not with the page. The contracts'
  // zod-free constants and the lead's declaration and words (the contact form draws its fields from
  // them), which every layer reads, and the transport's own imports stay with whoever imports them.
  {
    name: 'functions-client',
    folders: ['node_modules/ky/', 'node_modules/zod/', 'src/contracts/', 'src/shell/functions/transport/'],
    except: ['src/contracts/constants.ts', 'src/contracts/lead-fields.ts', 'src/contracts/lead-copy.ts'],
    ownDependencies: false,
  },
  // What every element draws with before React, the chat's launcher included (DOM only), and the
  // bundler's helper for the dynamic imports every element makes.
  { name: 'shell-base', folders: ['src/shell/base/', 'vite/preload-helper'] },
  // What <ev-contact>, <ev-generator> and <ev-home> draw their first view with, before React (DOM only).
  { name: 'first-view', folders: ['src/shell/first-view/'] },
  // The lead's declaration, which the forms that ask for a lead draw their fields from (the contact
  // form, the generator's email-the-plan form): fetched with them, never before intent.
  {
    name: 'lead-form',
    folders: ['src/contracts/lead-fields.ts', 'src/shell/ui/lead-control.ts'],
    ownDependencies: false,
  },
  // React's side of the shell and the packages it runs with (i18next, react-i18next).
  { name: 'runtime', folders: ['src/shell/react/', 'src/shell/functions/', 'node_modules/'] },
];

function chunkGroups() {
  const root = `${process.cwd().replaceAll('\\', '/')}/`;
  const within = (id: string, folders: string[]) => {
    const path = id
      .replaceAll('\\', '/')
      .replace(root, '')
      .replace(/^\0|\?.*$/g, '');
    return folders.some((folder) => path.startsWith(folder) || path.includes(`/${folder}`));
  };
  return CHUNKS.map(({ name, folders, except = [], ownDependencies = true }, index) => ({
    name,
    test: (id: string) => within(id, folders) && !within(id, except),
    priority: CHUNKS.length - index,
    ...(ownDependencies ? {} : { includeDependenciesRecursively: false }),
  }));
}

export default defineConfig({
  plugins: [
    react(),
    importBoundaries({ onIntent: ON_INTENT }),
    firstViews(),
    hoistTransitiveImports(),
    noPreloads(),
    precompress(),
  ],
  // Widgets are ES modules for any host page: no index.html, no public/ copying.
  publicDir: false,
  // `@shell/…`, `@contracts/…`, `@saudi/…`: the paths tsconfig.json names, for the widgets and the shell.
  resolve: { tsconfigPaths: true },
  // Relative asset URLs (new URL(file, import.meta.url)): the bundle works from any folder, e.g. /dist/ or a CDN path.
  base: './',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    modulePreload: false,
    cssCodeSplit: false,
    reportCompressedSize: true,
    rolldownOptions: {
      input: ENTRIES,
      // Keep each entry's exports (EvContact, ...) so hosts can import the constructors; entries may
      // also export shared code, which lets the functions-client group leave its dependencies behind.
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The bundled faces keep their names (dist/fonts/), so a page can preload them and the first
        // screen's stylesheet can name them; the rest is hashed and cached for good.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.woff2'))
            ? 'fonts/[name][extname]'
            : 'chunks/[name]-[hash][extname]',
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
});

/**
 * Adds to every entry an `import "./chunk.js"` for each chunk it needs only through another one
 * (React, reached through the shell runtime), as Rollup's hoistTransitiveImports does and
 * Rolldown does not yet: the browser then requests the whole static graph as soon as it has read
 * the entry, instead of one level per round trip. The imports go after the entry's own, so the
 * order in which modules run does not change.
 */
function hoistTransitiveImports(): Plugin {
  return {
    name: 'ev:hoist-transitive-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue;
        const reached = new Set<string>();
        const visit = (fileName: string) => {
          for (const imported of chunks.get(fileName)?.imports ?? []) {
            if (reached.has(imported)) continue;
            reached.add(imported);
            visit(imported);
          }
        };
        visit(entry.fileName);
        const missing = [...reached].filter((fileName) => !entry.imports.includes(fileName));
        if (missing.length === 0) continue;
        const base = entry.fileName.includes('/') ? entry.fileName.replace(/[^/]+$/, '') : '';
        const specifier = (fileName: string) => `./${base ? fileName.replace(base, '') : fileName}`;
        // After the entry's own static imports: a module's imports are read whole before any runs.
        entry.code += `\n${missing.map((fileName) => `import${JSON.stringify(specifier(fileName))};`).join('')}`;
        entry.imports.push(...missing);
      }
    },
  };
}

/**
 * Vite wraps every dynamic import in a helper that preloads the imported chunk's CSS and modules.
 * This bundle has neither (`modulePreload: false`, CSS adopted from JS strings), so each call
 * passes no dependencies and the helper only runs the import: here it does just that, and its
 * ~0.5 KB gzip stays out of every element's first load (the chat's budget).
 */
function noPreloads(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'ev:no-preloads',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : undefined),
    load: (source) =>
      source === id
        ? `export const __vitePreload = (load, deps) => { if (deps && deps.length) throw new Error('a dynamic import with preloads: ' + deps); return load(); };`
        : undefined,
  };
}
