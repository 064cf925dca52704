import { defineConfig } from 'rolldown';
import { importBoundaries } from './scripts/import-boundaries.ts';

/**
 * The server compiled to plain ES modules for Node (build/server/), so production runs no
 * TypeScript loader. Packages stay in node_modules; only the project's own code is bundled. The
 * import check of the widgets' build runs here too: outside the planner, only its index.
 */
export default defineConfig({
  input: { main: 'src/server/main.ts', 'bench-server': 'scripts/bench-server.ts', leads: 'scripts/leads.ts' },
  platform: 'node',
  plugins: [importBoundaries({ onIntent: [] })],
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  output: {
    dir: 'build/server',
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
});
