import type {
  Attribute,
  CssCustomProperty,
  CustomElementDeclaration,
  CustomElementField,
  Event,
  JavaScriptModule,
  Package,
} from 'custom-elements-manifest/schema';
import { DEFAULT_PHONE, DEFAULT_WHATSAPP } from '@saudi/company-facts';
import { DEFAULT_ANON_KEY, DEFAULT_API_URL } from '@shell/react/config';
import { allInOneModule } from './manifest/all-in-one-module';
import { readFileSync } from 'node:fs';
import { readTokens, type Token, TOKENS_CSS, tokenReads } from './manifest/read-tokens';
import { CONFIG_PROPS_FILE, readWidgetDocs, type WidgetDocs } from './manifest/read-widget-docs';
import { scanWidgetSource } from './manifest/scan-widget-source';
import { detailTypeName, TYPES_MODULE, WIDGETS, type Widget } from './manifest/widgets';

export { MANIFEST_PATH } from './manifest/widgets';

const ATTRIBUTE_DEFAULTS: Record<string, string> = {
  'api-url': DEFAULT_API_URL,
  'anon-key': DEFAULT_ANON_KEY,
  phone: DEFAULT_PHONE,
  whatsapp: DEFAULT_WHATSAPP,
};

// Bus events a widget dispatches on document; used where its define.ts does not describe them.
const BUS_EVENT_DESCRIPTIONS: Record<string, string> = {
  'ev-language-change': '{language} — the page language changed (bus event, dispatched on document).',
  'ev-view-change': "{view: 'home' | 'generator'} — the view changed (bus event, dispatched on document).",
};

// What EvElement adopts into every element before the element's own styles.
const BASE_STYLESHEETS = ['src/shell/base/host-reset.css', TOKENS_CSS];

/**
 * The Custom Elements Manifest (schema 2.1) of the four elements, generated from what the code
 * says: the config attributes from src/shell/base/config-props.ts and the widget's own from its
 * define.ts JSDoc (which may also reword a config one), events and parts from the widget's own
 * sources (what it emits and renders), and the CSS properties its stylesheets read, each with
 * the tokens it is mixed from, described and defaulted by tokens.css.
 * @example JSON.stringify(customElementsManifest(), null, 2)
 */
export function customElementsManifest(): Package {
  const tokens = readTokens();
  const modules: JavaScriptModule[] = WIDGETS.map((widget) => {
    const declaration = describeElement(widget, tokens);
    const reference = { name: widget.className, module: widget.module };
    return {
      kind: 'javascript-module',
      path: widget.module,
      declarations: [declaration],
      exports: [
        { kind: 'js', name: widget.className, declaration: reference },
        { kind: 'custom-element-definition', name: widget.tag, declaration: reference },
      ],
    };
  });
  return { schemaVersion: '2.1.0', readme: 'README.md', modules: [...modules, allInOneModule()] };
}

function describeElement(widget: Widget, tokens: ReturnType<typeof readTokens>): CustomElementDeclaration {
  const docs = readWidgetDocs(`${widget.folder}/define.ts`);
  const scanned = scanWidgetSource(`${widget.folder}/define.ts`);
  const own = new Map(docs.attributes.map((attribute) => [attribute.name, attribute]));
  const common = readWidgetDocs(CONFIG_PROPS_FILE).attributes.map((attribute) => own.get(attribute.name) ?? attribute);
  const attributes = [...new Set([...common, ...own.values()])].map(describeAttribute);
  return {
    kind: 'class',
    customElement: true,
    tagName: widget.tag,
    name: widget.className,
    summary: docs.description.split(/(?<=\.)\s/)[0] ?? '',
    description: docs.description,
    superclass: { name: 'HTMLElement' },
    attributes,
    members: attributes.map(
      (attribute): CustomElementField => ({
        kind: 'field',
        name: attribute.fieldName as string,
        type: { text: `${attribute.type?.text} | undefined` },
        attribute: attribute.name,
        reflects: true,
        ...(attribute.description ? { description: attribute.description } : {}),
        ...(attribute.default ? { default: JSON.stringify(attribute.default) } : {}),
      }),
    ),
    events: scanned.events.map((name) => describeEvent(name, docs)),
    cssParts: expandTemplates(scanned.parts, docs.parts).map((name) => ({ name })),
    cssProperties: describeCssProperties(scanned.stylesheets, docs, tokens),
  };
}

// Every token the element's stylesheets read, and those they are mixed from, in tokens.css
// order; then the element's own documented properties (e.g. --ev-home-header-height).
function describeCssProperties(stylesheets: string[], docs: WidgetDocs, tokens: Map<string, Token>) {
  const read = new Set<string>();
  const visit = (name: string) => {
    const token = tokens.get(name);
    if (!token || read.has(name)) return;
    read.add(name);
    token.uses.forEach(visit);
  };
  for (const file of [...BASE_STYLESHEETS, ...stylesheets]) {
    // In tokens.css only the rules count, not the token declarations themselves.
    const css = readFileSync(file, 'utf8').replace(/--ev-[\w-]+\s*:[^;]+;/g, '');
    tokenReads(css).forEach(visit);
  }
  const documented = new Map(docs.cssProperties.map((property) => [property.name, property.description]));
  const names = [...[...tokens.keys()].filter((name) => read.has(name)), ...documented.keys()];
  return [...new Set(names)].map((name): CssCustomProperty => {
    const token = tokens.get(name);
    const description = documented.get(name) ?? token?.description;
    const value = token?.default ?? documented.get(name)?.match(/\(default ([^)]+)\)/)?.[1];
    return { name, ...(description ? { description } : {}), ...(value ? { default: value } : {}) };
  });
}

function describeAttribute({ name, description }: WidgetDocs['attributes'][number]): Attribute {
  const choices = description.match(/^((?:`[^`]+`\s*\|\s*)+`[^`]+`)/)?.[1];
  const type = choices ? choices.replace(/`([^`]+)`/g, "'$1'").replace(/\s*\|\s*/g, ' | ') : 'string';
  const fallback = ATTRIBUTE_DEFAULTS[name];
  return {
    name,
    fieldName: name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
    type: { text: type },
    description,
    ...(fallback ? { default: fallback } : {}),
  };
}

function describeEvent(name: string, docs: WidgetDocs): Event {
  const type = detailTypeName(name);
  const description = docs.events.find((event) => event.name === name)?.description ?? BUS_EVENT_DESCRIPTIONS[name];
  return {
    name,
    type: { text: `CustomEvent<${type}>`, references: [{ name: type, package: 'ev-widgets', module: TYPES_MODULE }] },
    ...(description ? { description } : {}),
  };
}

// A part rendered from a template (`message-${type}`) is listed under the names its JSDoc gives.
function expandTemplates(scanned: string[], documented: string[]): string[] {
  const names = scanned.flatMap((part) =>
    part.endsWith('*') ? documented.filter((name) => name.startsWith(part.slice(0, -1))) : [part],
  );
  return [...new Set(names)].sort();
}
