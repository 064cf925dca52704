import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import type { FirstViews } from '../src/shell/render-first-view';

/** `import views from 'ev-first-view:contact'` → the module that renders that element's first views. */
const PREFIX = 'ev-first-view:';
const RESOLVED = `\0${PREFIX}`;

/**
 * Makes `ev-first-view:<name>` a module holding `widgets/<name>/first-view.tsx`'s first views
 * (FirstViews: the markup in each language, the stylesheets), rendered when the module is built
 * from the element's own components by a server-side Vite of its own. Used by the build and by
 * the widget tests alike, so both draw what the element draws.
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
        const module = (await server.ssrLoadModule(`/widgets/${name}/first-view.tsx`)) as {
          firstViews: () => FirstViews;
        };
        return `export default ${JSON.stringify(module.firstViews())};`;
      } finally {
        await server.close();
      }
    },
  };
}
