import { readFileSync } from 'node:fs';

/** What the JSDoc block at the top of a widget's define.ts documents (Shoelace-style tags). */
export interface WidgetDocs {
  description: string;
  attributes: { name: string; description: string }[];
  events: { name: string; description: string }[];
  parts: string[];
  /** Single entries carry a description; listed tokens only a name. */
  cssProperties: { name: string; description?: string }[];
}

/**
 * Parses `@attr name  text`, `@event name text`, `@part a, b, c` and `@cssproperty` (one with a
 * description, or a comma list where `--x-1 … --x-8` spans the tokens between) from define.ts.
 * `tokenNames` is the order of tokens.css, used to expand ranges.
 * @example readWidgetDocs('widgets/contact/define.ts', tokenNames).attributes[0].name // 'api-url'
 */
export function readWidgetDocs(defineFile: string, tokenNames: readonly string[]): WidgetDocs {
  const source = readFileSync(defineFile, 'utf8');
  const block = source.match(/\/\*\*([\s\S]*?)\*\//)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
  const [intro = '', ...tagged] = lines.join('\n').split(/\n(?=@)/);
  const docs: WidgetDocs = { description: squash(intro), attributes: [], events: [], parts: [], cssProperties: [] };
  for (const entry of tagged) {
    const [, tag = '', rest = ''] = entry.match(/^@(\w+)\s+([\s\S]*)$/) ?? [];
    const text = squash(rest);
    if (tag === 'attr' || tag === 'event') {
      const [, name = '', description = ''] = text.match(/^(\S+)\s*([\s\S]*)$/) ?? [];
      docs[tag === 'attr' ? 'attributes' : 'events'].push({ name, description });
    } else if (tag === 'part') {
      docs.parts.push(...splitList(text.split('—')[0] ?? ''));
    } else if (tag === 'cssproperty') {
      docs.cssProperties.push(...readCssProperties(text, tokenNames));
    }
  }
  return docs;
}

/** Whether the @part list says it also carries another element's parts, e.g. '(see ev-contact)'. */
export function partsBorrowedFrom(defineFile: string): string | undefined {
  return readFileSync(defineFile, 'utf8').match(/@part[^@]*?\(see (ev-[a-z-]+)\)/)?.[1];
}

function readCssProperties(text: string, tokenNames: readonly string[]): WidgetDocs['cssProperties'] {
  const single = text.match(/^(--[\w-]+)\s+(?![,…])([\s\S]+)$/);
  if (single?.[1] && single[2]) return [{ name: single[1], description: single[2] }];
  return splitList(text).flatMap((item) => {
    const range = item.match(/^(--[\w-]+)\s*…\s*(--[\w-]+)$/);
    if (!range?.[1] || !range[2]) return [{ name: item }];
    const from = tokenNames.indexOf(range[1]);
    const to = tokenNames.indexOf(range[2]);
    if (from < 0 || to < from) throw new Error(`unknown token range ${item}`);
    return tokenNames.slice(from, to + 1).map((name) => ({ name }));
  });
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function squash(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}
