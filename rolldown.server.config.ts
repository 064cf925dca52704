import { defineConfig } from 'rolldown';

/**
 * The server compiled to plain ES modules for Node (build/server/), so production runs no
 * TypeScript loader. Packages stay in node_modules; only the project's own code is bundled.
 */
export default defineConfig({
  input: { main: 'src/server/main.ts', 'bench-server': 'scripts/bench-server.ts', leads: 'scripts/leads.ts' },
  platform: 'node',
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  output: {
    dir: 'build/server',
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
});
