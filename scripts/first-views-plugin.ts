import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import type { FirstViews } from '../src/shell/first-view/prerendered-view';

/** `import views from 'ev-first-view:contact'` → the module that renders that element's first views. */
const PREFIX = 'ev-first-view:';
const RESOLVED = `\0${PREFIX}`;

/** What `widgets/<name>/first-view.tsx` exports: its first views, and the files a page carries them from, if any. */
interface FirstViewModule {
  firstViews: () => FirstViews;
  pageFiles?: (fonts: Record<string, string>) => Record<string, string>;
}

/**
 * The one pre-render path of the elements' first views: `widgets/<name>/first-view.tsx` renders
 * the element's own components to markup (src/shell/prerender), run here by a server-side Vite
 * of its own. `ev-first-view:<name>` is a module holding them (FirstViews), which the element
 * draws before React (the contact form, the generator); a first view a page carries instead
 * (`<ev-home>`'s first screen: `pageFiles`) is written to dist/ beside the bundle. Used by the
 * build and by the widget tests alike, so both draw what the element draws.
 */
export function firstViews(): Plugin {
  let root = process.cwd();
  return {
    name: 'ev:first-views',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (!/^[a-z-]+$/.test(name)) throw new Error(`no first view named ${name}`);
      const views = await withFirstViews(root, [name], ([module]) => (module as FirstViewModule).firstViews());
      return `export default ${JSON.stringify(views)};`;
    },
    async generateBundle(_options, bundle) {
      // The faces, by file name, as a stylesheet at the top of dist/ reaches them.
      const fonts = Object.fromEntries(
        Object.values(bundle).flatMap((output) =>
          output.type === 'asset' && output.fileName.startsWith('fonts/')
            ? [[output.fileName.slice('fonts/'.length), output.fileName] as const]
            : [],
        ),
      );
      const names = readdirSync(join(root, 'widgets'), { withFileTypes: true })
        .filter(
          (entry) => entry.isDirectory() && readdirSync(join(root, 'widgets', entry.name)).includes('first-view.tsx'),
        )
        .map((entry) => entry.name);
      const files = await withFirstViews(root, names, (modules) =>
        modules.flatMap((module) => Object.entries(module.pageFiles?.(fonts) ?? {})),
      );
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** Loads `widgets/<name>/first-view.tsx` for each name in a server-side Vite, and gives them to `use`. */
async function withFirstViews<T>(root: string, names: string[], use: (modules: FirstViewModule[]) => T): Promise<T> {
  const server = await createServer({
    root,
    configFile: false,
    resolve: { tsconfigPaths: true },
    plugins: [react()],
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const modules = [];
    for (const name of names)
      modules.push((await server.ssrLoadModule(`/widgets/${name}/first-view.tsx`)) as FirstViewModule);
    return use(modules);
  } finally {
    await server.close();
  }
}
