import { build, type Rolldown } from 'vite';
import type { BuiltFiles } from './bundle-sizes';

/**
 * Builds the widgets as `npm run build` does (vite.config.ts), into memory rather than dist/:
 * what a test measures is then the bundle of the sources it runs with, never an older dist/.
 * @example measureBundle(await buildInMemory(), 'demo/index.html')
 */
export async function buildInMemory(): Promise<BuiltFiles> {
  // A production build as `npm run build` makes it, also from a test run (NODE_ENV=test would
  // give React's development JSX).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return new Map(
    outputs.flatMap(({ output }) =>
      output.map((file) => {
        const content = file.type === 'chunk' ? file.code : file.source;
        return [file.fileName, typeof content === 'string' ? Buffer.from(content) : content] as const;
      }),
    ),
  );
}
