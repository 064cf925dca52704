import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { importProblem } from '../../scripts/import-boundaries';

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
