import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { firstViews } from './scripts/first-views-plugin.ts';

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

export default defineConfig({
  plugins: [react(), firstViews(), hoistTransitiveImports(), homeFirstScreen()],
  // Widgets are ES modules for any host page: no index.html, no public/ copying.
  publicDir: false,
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
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            // ky, zod and the schemas: loaded on the first function call, not with the page.
            {
              name: 'functions-client',
              test: /node_modules[\\/](ky|zod)[\\/]|[\\/]src[\\/]contracts[\\/](?!constants)|functions-transport/,
              priority: 3,
              // Its own dependencies (the contract constants, FunctionError) stay with whoever imports them.
              includeDependenciesRecursively: false,
            },
            // The shell's DOM-only modules, the element base among them: the chat's launcher (a facade) draws with them before any
            // React, so they must not sit in the runtime chunk, which imports React.
            {
              name: 'shell-base',
              test: /[\\/]src[\\/]shell[\\/](bus|emit|language|owns-page|adopt-styles|page-config|config-props|version|register-fonts|font-faces|error-messages|define-once|keep-clear-attribute|ev-element|element-props|first-screen|when-idle|host-reset\.css|tokens\.css|ui[\\/]load-error\.css)(\.ts)?(\?inline)?$|[\\/]src[\\/]shell[\\/]fonts[\\/]|vite[\\/]preload-helper|[\\/]package\.json$/,
              priority: 5,
            },
            // What <ev-contact> and <ev-generator> draw their first view with, before React: apart from
            // shell-base, so the chat's facade does not carry it.
            {
              name: 'first-view',
              test: /[\\/]src[\\/]shell[\\/](define-first-view-widget|carry-fields|view-bus|page-url|safe-url|buttons\.css|inline-size-container\.css)(\.ts)?(\?inline)?$/,
              priority: 5,
            },
            // Shared components (src/shell/ui), the privacy link and the error copy stay out: the chat needs none of them.
            {
              name: 'runtime',
              test: /node_modules[\\/]|[\\/]src[\\/](shell(?![\\/]ui[\\/])(?![\\/]privacy-href)(?![\\/]function-error-text)|contracts)[\\/]/,
              priority: 2,
            },
          ],
        },
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
 * Adds `<ev-home>`'s first screen to dist/, rendered from its own components at build time
 * (widgets/home/first-screen): the markup in each language and in both, the stylesheet that
 * draws it in a page (with the bundled faces), and the head snippet that picks the visitor's
 * language before the first paint. A page that carries it inside the element paints the hero
 * before the bundle has loaded.
 */
function homeFirstScreen(): Plugin {
  let root = process.cwd();
  return {
    name: 'ev:home-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      // The faces, by file name, as the stylesheet (at the top of dist/) reaches them.
      const fonts = Object.fromEntries(
        Object.values(bundle).flatMap((output) =>
          output.type === 'asset' && output.fileName.startsWith('fonts/')
            ? [[output.fileName.slice('fonts/'.length), output.fileName] as const]
            : [],
        ),
      );
      const server = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = await server.ssrLoadModule('/widgets/home/first-screen/render-first-screen.tsx');
        const files = (module as typeof import('./widgets/home/first-screen/render-first-screen')).firstScreenFiles(
          fonts,
        );
        for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
      } finally {
        await server.close();
      }
    },
  };
}
