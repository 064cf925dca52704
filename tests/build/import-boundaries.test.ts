import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { build as buildServer, type OutputOptions } from 'rolldown';
import { engineFaceProblem, importProblem } from '../../scripts/import-boundaries';
import { importsOf } from '../../scripts/source-imports';
import serverBuild from '../../rolldown.server.config';

/** Builds the widgets with `code` added at the top of `file`: what the build says, or '' when it passes. */
async function buildWith(file: string, code: string): Promise<string> {
  const inject: Plugin = {
    name: 'test:inject',
    enforce: 'pre',
    transform: (source, id) => (id.endsWith(file) ? `${code}\n${source}` : undefined),
  };
  try {
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      plugins: [inject],
      build: { write: false, emptyOutDir: false },
    });
    return '';
  } catch (error) {
    return String((error as Error).message);
  }
}

describe('the build’s import check (scripts/import-boundaries.ts)', () => {
  it('fails on a file of src/shell/base/ that imports React, naming the file', async () => {
    const said = await buildWith(
      'src/shell/base/bus.ts',
      "import { createElement } from 'react'; console.log(createElement);",
    );
    expect(said).toContain('src/shell/base/bus.ts imports react');
  }, 60_000);

  it('fails when an element whose view loads on intent reaches React before it, naming the chain', async () => {
    const said = await buildWith(
      'widgets/chat/launcher.ts',
      "import { useHost } from '@shell/react/host-context'; console.log(useHost);",
    );
    expect(said).toContain(
      'widgets/chat/define.ts loads its view on intent, yet reaches react before it: widgets/chat/define.ts → widgets/chat/launcher.ts → src/shell/react/host-context.ts',
    );
  }, 60_000);

  it('lets each folder import what it may, and nothing above it', () => {
    expect(importProblem('src/shell/base/bus.ts', 'src/shell/base/emit.ts')).toBeUndefined();
    expect(importProblem('src/shell/react/mount-widget.tsx', 'node_modules/react-dom/client.js')).toBeUndefined();
    expect(importProblem('src/shell/first-view/view-bus.ts', 'node_modules/i18next/dist/esm/i18next.js')).toMatch(
      /imports i18next/,
    );
    expect(importProblem('src/shell/base/ev-element.ts', 'src/shell/first-view/first-screen.ts')).toMatch(
      /may import only src\/shell\/base\//,
    );
    expect(importProblem('src/shell/functions/functions-client.ts', 'src/shell/react/config.ts')).toMatch(/may import/);
  });
});

describe('one element base', () => {
  it('is extended only in its own folder: every element is made by defineElement', () => {
    const sources = ['src', 'widgets', 'tests'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => join(dir, file)),
    );
    const extending = sources.filter(
      (file) =>
        !file.startsWith(join('src', 'shell', 'base')) && /\bextends\s+EvElement\b/.test(readFileSync(file, 'utf8')),
    );
    expect(extending).toEqual([]);
  });
});

describe('the planner’s public face', () => {
  it('is src/engine/planner/index.ts for everything outside the planner and its own tests', () => {
    const problem = importProblem(
      'src/engine/conversation/knowledge/price-item.ts',
      'src/engine/planner/market-data/venue-classes.ts',
    );
    expect(problem).toMatch(/reached only through src\/engine\/planner\/index\.ts/);
    expect(importProblem('src/server/functions/submit-lead.ts', 'src/engine/planner/service-cost.ts')).toBeDefined();
    expect(
      importProblem('tests/engine/conversation/prices.test.ts', 'src/engine/planner/text/labels.ts'),
    ).toBeDefined();
    expect(
      importProblem('src/engine/conversation/knowledge/price-item.ts', 'src/engine/planner/index.ts'),
    ).toBeUndefined();
    expect(importProblem('src/engine/planner/plan-event.ts', 'src/engine/planner/market-data/vat.ts')).toBeUndefined();
    expect(importProblem('tests/engine/planner/compute-tiers.test.ts', 'src/engine/planner/text/labels.ts')).toBe(
      undefined,
    );
  });

  it('is the only part of the planner any source, script or test imports, types included', () => {
    const files = ['src', 'widgets', 'scripts', 'eval', 'tests', 'supabase'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.includes('node_modules'))
        .map((file) => join(dir, file)),
    );
    const imports = files.flatMap((file) => importsOf(file).map((imported) => ({ file, imported })));
    // The scan sees the imports it judges: Layla's prices reach the planner through its index.
    expect(imports).toContainEqual({
      file: 'src/engine/conversation/knowledge/price-item.ts',
      imported: 'src/engine/planner/index.ts',
    });
    const wrong = imports.map(({ file, imported }) => engineFaceProblem(file, imported)).filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('fails the server’s build at an import of the planner’s internals, naming it', async () => {
    const inject = {
      name: 'test:inject',
      transform: (source: string, id: string) =>
        id.endsWith('src/engine/conversation/knowledge/price-item.ts')
          ? `import { SERVICE_MODELS } from '../../planner/market-data/service-packages'; console.log(SERVICE_MODELS);\n${source}`
          : undefined,
    };
    const { output, plugins, ...input } = serverBuild;
    const build = { ...input, output: output as OutputOptions, plugins: [plugins, inject], write: false };
    const said = await buildServer(build).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(said).toContain(
      'src/engine/conversation/knowledge/price-item.ts imports src/engine/planner/market-data/service-packages.ts',
    );
  }, 60_000);
});
