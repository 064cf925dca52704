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
  'registerFonts',
  'adoptStyles',
  'useMemo',
  'r2wc',
];

/** What EvElement, the base every element extends, owns, and no element class may do again. */
const BASE_PLUMBING = [
  'attachShadow',
  'adoptStyles',
  'registerFonts',
  'onLanguageChange',
  'restoreLanguageOnPage',
  'setLanguage',
  'queueMicrotask',
  'Object.defineProperty',
  'evVersion',
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
];

// <ev-chat-layla> is a facade (issue 13): define.ts registers its launcher element, drawn without
// React, and the chat's React part goes through mountWidget in chat-app.tsx once a visitor shows interest.
const FACADES: Record<string, string> = { 'ev-chat-layla': 'widgets/chat/chat-app.tsx' };
// ...and the element class it registers, drawn without React.
const FACADE_ELEMENTS: Record<string, string> = { 'ev-chat-layla': 'widgets/chat/launcher-element.ts' };
// <ev-contact> and <ev-generator> draw a build-time first view (issue 29): define.ts registers them
// through defineFirstViewWidget, and their React view (copy and render) loads from this file.
const FIRST_VIEWS: Record<string, string> = {
  'ev-contact': 'widgets/contact/contact-widget.ts',
  'ev-generator': 'widgets/generator/generator-widget.ts',
};
const withoutDocs = (file: string) => readFileSync(file, 'utf8').replace(/\/\*\*[\s\S]*?\*\//, '');

describe.each(WIDGETS.filter(({ tag }) => !(tag in FACADES) && !(tag in FIRST_VIEWS)))(
  '$folder/define.ts',
  ({ folder, tag }) => {
    const code = withoutDocs(`${folder}/define.ts`);

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
  },
);

describe.each(WIDGETS.filter(({ tag }) => tag in FACADES))('$folder/define.ts, a facade', ({ folder, tag }) => {
  const code = withoutDocs(`${folder}/define.ts`);
  const app = withoutDocs(FACADES[tag] as string);

  it('registers its element once under its own tag, and mounts the React part through one mountWidget call', () => {
    expect(code.match(/defineOnce\(/g)).toHaveLength(1);
    expect(code).toContain(`defineOnce('${tag}'`);
    expect(app.match(/mountWidget(<[^>]*>)?\(/g)).toHaveLength(1);
    expect(app).toMatch(/messages: \{ en, ar \}/);
    expect(SHELL_PLUMBING.filter((name) => code.includes(name) || app.includes(name))).toEqual([]);
  });

  it('has an element class that extends EvElement and leaves to it what every element shares', () => {
    const element = withoutDocs(FACADE_ELEMENTS[tag] as string);
    expect(element).toMatch(/class \w+ extends EvElement \{/);
    expect(BASE_PLUMBING.filter((name) => element.includes(name))).toEqual([]);
  });
});

describe.each(WIDGETS.filter(({ tag }) => tag in FIRST_VIEWS))(
  '$folder/define.ts, drawn first without React',
  ({ folder, tag }) => {
    const code = withoutDocs(`${folder}/define.ts`);
    const view = withoutDocs(FIRST_VIEWS[tag] as string);

    it('registers through one defineFirstViewWidget call, its React view loaded from its own file', () => {
      expect(code.match(/defineFirstViewWidget(<[^>]*>)?\(\{/g)).toHaveLength(1);
      expect(code).toContain(`tag: '${tag}'`);
      expect(code).toMatch(/firstViews: views/);
      expect(code).toContain(`import('./${(FIRST_VIEWS[tag] as string).split('/').at(-1)?.replace('.ts', '')}')`);
      expect(code).not.toMatch(/from 'react'/);
      expect(view).toMatch(/messages: \{ en, ar \}/);
      expect(SHELL_PLUMBING.filter((name) => code.includes(name) || view.includes(name))).toEqual([]);
    });

    it('leaves the config attributes every element takes to the base', () => {
      const props = code.match(/props: \{([^}]*)\}/)?.[1] ?? '';
      expect(Object.keys(CONFIG_PROPS).filter((name) => new RegExp(`\\b${name}\\b`).test(props))).toEqual([]);
    });

    it('has an element base that extends EvElement and leaves to it what every element shares', () => {
      const element = withoutDocs('src/shell/define-first-view-widget.ts');
      expect(element).toMatch(/class \w+ extends EvElement \{/);
      expect(BASE_PLUMBING.filter((name) => element.includes(name))).toEqual([]);
    });
  },
);
