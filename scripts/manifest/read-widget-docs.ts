import { readFileSync } from 'node:fs';

/** What the JSDoc block at the top of a widget's define.ts documents (Shoelace-style tags). */
export interface WidgetDocs {
  description: string;
  attributes: { name: string; description: string }[];
  events: { name: string; description: string }[];
  parts: string[];
  cssProperties: { name: string; description: string }[];
}

/** The file whose JSDoc documents the config attributes every element takes. */
export const CONFIG_PROPS_FILE = 'src/shell/base/config-props.ts';

/**
 * Parses `@attr name  text`, `@event name text`, `@part a, b, c` and `@cssproperty --name text`
 * from the first JSDoc block of a file (a widget's define.ts, or CONFIG_PROPS_FILE).
 * @example readWidgetDocs('widgets/home/define.ts').attributes[0].name // 'anon-key'
 */
export function readWidgetDocs(file: string): WidgetDocs {
  const source = readFileSync(file, 'utf8');
  const block = source.match(/\/\*\*([\s\S]*?)\*\//)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
  const [intro = '', ...tagged] = lines.join('\n').split(/\n(?=@)/);
  const docs: WidgetDocs = { description: squash(intro), attributes: [], events: [], parts: [], cssProperties: [] };
  for (const entry of tagged) {
    const [, tag = '', rest = ''] = entry.match(/^@(\w+)\s+([\s\S]*)$/) ?? [];
    const text = squash(rest);
    const [, name = '', description = ''] = text.match(/^(\S+)\s*([\s\S]*)$/) ?? [];
    if (tag === 'attr') docs.attributes.push({ name, description });
    else if (tag === 'event') docs.events.push({ name, description });
    else if (tag === 'cssproperty') docs.cssProperties.push({ name, description });
    else if (tag === 'part') docs.parts.push(...splitList(text.split('—')[0] ?? ''));
  }
  return docs;
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
