import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// Shared components a widget renders as its own markup (their parts are the widget's parts).
const SHARED_MARKUP = 'src/shell/ui/';
// The base every element extends: what it does (a later lang attribute switches the page), each element does.
const ELEMENT_BASE = 'src/shell/base/ev-element.ts';
// The paths tsconfig.json names (`@shell/ui/form-field` is src/shell/ui/form-field).
const ALIASES: Record<string, string> = {
  '@shell/': 'src/shell/',
  '@saudi/': 'src/saudi/',
  '@contracts/': 'src/contracts/',
};

// The bus helpers dispatch these on document; a widget that calls them emits them.
const BUS_CALLS: Record<string, string> = { setLanguage: 'ev-language-change', setView: 'ev-view-change' };

/**
 * What a widget's code really does, read from its sources: every module reachable from its
 * define.ts through relative imports inside widgets/ (static and lazy), plus the shared
 * components it renders (src/shell/ui), and the element base (EvElement). Returns the `ev-*` events it emits (through `emit(...)`
 * or the bus), the part names it renders (a name ending in '-*' stands for a template like
 * `message-${type}`) and the stylesheets those modules import (`./x.css?inline`).
 */
export function scanWidgetSource(defineFile: string): { events: string[]; parts: string[]; stylesheets: string[] } {
  const events = new Set<string>();
  const parts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const file of [...moduleGraph(defineFile), ELEMENT_BASE]) {
    const code = stripComments(readFileSync(file, 'utf8'));
    for (const [, name] of code.matchAll(/\bemit\(\s*[\w.]+\s*,\s*'(ev-[a-z-]+)'/g)) events.add(name as string);
    for (const [call, event] of Object.entries(BUS_CALLS)) {
      if (new RegExp(`(?<![\\w.])${call}\\(`).test(code.replace(/import[^;]*;/g, ''))) events.add(event);
    }
    for (const [, value] of code.matchAll(/\bpart=(\{(?:[^{}]|\{[^{}]*\})*\}|"[^"]*")/g)) {
      for (const [, literal] of (value as string).matchAll(/["'`]([^"'`]*)["'`]/g)) {
        for (const name of (literal as string).split(/\s+/)) if (name) parts.add(name.replace(/\$\{.*$/, '*'));
      }
    }
    for (const [, css] of code.matchAll(/from\s+'((?:\.{1,2}\/|@\w+\/)[^'?]+\.css)\?inline'/g)) {
      stylesheets.add(pathOf(file, css as string));
    }
  }
  return { events: [...events].sort(), parts: [...parts].sort(), stylesheets: [...stylesheets].sort() };
}

function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [normalize(entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = stripComments(readFileSync(file, 'utf8'));
    for (const [, specifier] of code.matchAll(/(?:from\s+|import\s*\(?\s*)'((?:\.{1,2}\/|@\w+\/)[^'?]+)'/g)) {
      const resolved = resolve(pathOf(file, specifier as string));
      // Another widget's define.ts is that element (<ev-home> places an <ev-generator>), not this one's code.
      if (resolved?.endsWith('/define.ts') && resolved !== normalize(entry)) continue;
      if (resolved?.startsWith('widgets/') || resolved?.startsWith(SHARED_MARKUP)) queue.push(resolved);
    }
  }
  return [...seen];
}

/** The project path an import names, relative to `file` or through an alias. */
function pathOf(file: string, specifier: string): string {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  return alias ? `${ALIASES[alias]}${specifier.slice(alias.length)}` : normalize(join(dirname(file), specifier));
}

function resolve(base: string): string | undefined {
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}
