import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_PROPS } from '../../../src/shell/config-props';
import { WIDGETS } from '../../../scripts/manifest/widgets';

/** What defineWidget owns, and no define.ts may do again. */
const SHELL_PLUMBING = [
  'resolveConfig',
  'LanguageProvider',
  'ErrorBoundary',
  'HostContext',
  'registerArabicFont',
  'adoptStyles',
  'useMemo',
  'r2wc',
];

describe.each(WIDGETS)('$folder/define.ts', ({ folder, tag }) => {
  const source = readFileSync(`${folder}/define.ts`, 'utf8');
  const code = source.replace(/\/\*\*[\s\S]*?\*\//, '');

  it('declares only its own tag, props, messages, styles and render, through one defineWidget call', () => {
    expect(code.match(/defineWidget(<[^>]*>)?\(\{/g)).toHaveLength(1);
    expect(code).toContain(`tag: '${tag}'`);
    expect(code).toMatch(/messages: \{ en, ar \}/);
    expect(SHELL_PLUMBING.filter((name) => code.includes(name))).toEqual([]);
  });

  it('leaves the config attributes every element takes to defineWidget', () => {
    const props = code.match(/props: \{([^}]*)\}/)?.[1] ?? '';
    expect(Object.keys(CONFIG_PROPS).filter((name) => new RegExp(`\\b${name}\\b`).test(props))).toEqual([]);
  });
});
