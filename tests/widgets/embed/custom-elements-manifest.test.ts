import { readFileSync } from 'node:fs';
import type { CustomElementDeclaration, CustomElementField, Package } from 'custom-elements-manifest/schema';
import cemSchema from 'custom-elements-manifest/schema.json';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, MANIFEST_PATH } from '../../../scripts/custom-elements-manifest';
import { readWidgetDocs } from '../../../scripts/manifest/read-widget-docs';
import { ALL_IN_ONE_MODULE, WIDGETS } from '../../../scripts/manifest/widgets';
import * as allInOne from '../../../widgets';

const committed = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Package;
const consumerTypes = readFileSync('types/ev-widgets.d.ts', 'utf8');
const eventTypes = readFileSync('types/events.d.ts', 'utf8');

function declaration(tag: string): CustomElementDeclaration {
  const found = committed.modules
    .flatMap((module) => module.declarations ?? [])
    .find((item) => 'tagName' in item && item.tagName === tag);
  if (!found) throw new Error(`${tag} is not in ${MANIFEST_PATH}`);
  return found as CustomElementDeclaration;
}
const sorted = (names: Iterable<string>) => [...names].sort();

describe('dist-spec/custom-elements.json', () => {
  it('is what the widgets say now (run `npx tsx scripts/write-custom-elements-manifest.ts` after changing them)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(customElementsManifest())));
  });

  it('follows the Custom Elements Manifest schema 2.x', () => {
    expect(committed.schemaVersion).toMatch(/^2\.\d+\.\d+$/);
    const result = z.fromJSONSchema(cemSchema as never).safeParse(committed);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).customElements).toBe(MANIFEST_PATH);
  });

  describe.each(WIDGETS)('<$tag>', ({ tag, folder }) => {
    const element = declaration(tag);

    it('lists exactly the attributes the registered element observes, as reflecting properties', () => {
      const registered = customElements.get(tag) as
        | (CustomElementConstructor & { observedAttributes: string[] })
        | undefined;
      expect(registered).toBeDefined();
      expect(sorted(element.attributes?.map((attribute) => attribute.name) ?? [])).toEqual(
        sorted(registered?.observedAttributes ?? []),
      );
      const instance = document.createElement(tag) as HTMLElement & Record<string, unknown>;
      for (const member of (element.members ?? []) as CustomElementField[]) {
        expect(member.name in instance, member.name).toBe(true);
        instance[member.name] = 'x-value';
        expect(instance.getAttribute(member.attribute as string), member.name).toBe('x-value');
      }
    });

    it('documents in define.ts no event or part the widget does not have', () => {
      const docs = readWidgetDocs(`${folder}/define.ts`);
      const events = element.events?.map((event) => event.name) ?? [];
      const parts = element.cssParts?.map((part) => part.name) ?? [];
      expect(docs.events.map((event) => event.name).filter((name) => !events.includes(name))).toEqual([]);
      expect(docs.parts.filter((name) => !parts.includes(name))).toEqual([]);
      expect(element.cssProperties?.map((property) => property.name)).toEqual(
        expect.arrayContaining(['--ev-color-primary', '--ev-font-family']),
      );
    });

    it('agrees with the consumer types: attributes, events and detail types', () => {
      const name = element.name.replace(/^Ev/, '');
      const attributes = new Set([
        ...interfaceKeys(consumerTypes, 'EvWidgetAttributes'),
        ...interfaceKeys(consumerTypes, `Ev${name}Attributes`),
      ]);
      expect(sorted(attributes)).toEqual(sorted(element.attributes?.map((attribute) => attribute.name) ?? []));
      const picked = consumerTypes.match(new RegExp(`type Ev${name}Events = Pick<EvEventDetails, ([^>]+)>`))?.[1] ?? '';
      expect(sorted(picked.match(/ev-[a-z-]+/g) ?? [])).toEqual(
        sorted(element.events?.map((event) => event.name) ?? []),
      );
      for (const event of element.events ?? []) {
        for (const reference of event.type?.references ?? []) {
          expect(eventTypes, reference.name).toMatch(new RegExp(`export (interface|type) ${reference.name}\\b`));
        }
      }
    });
  });

  it('lists what the all-in-one entry exports and registers', () => {
    const module = committed.modules.find((item) => item.path === ALL_IN_ONE_MODULE);
    const exported = module?.exports ?? [];
    expect(sorted(exported.filter((item) => item.kind === 'js').map((item) => item.name))).toEqual(
      sorted(Object.keys(allInOne)),
    );
    expect(
      sorted(exported.filter((item) => item.kind === 'custom-element-definition').map((item) => item.name)),
    ).toEqual(sorted(WIDGETS.map((widget) => widget.tag)));
  });
});

function interfaceKeys(source: string, name: string): string[] {
  const body = source.match(new RegExp(`interface ${name}\\b[^{]*\\{([^}]*)\\}`))?.[1] ?? '';
  return [...body.matchAll(/^\s*'?([\w-]+)'?\?:/gm)].map((match) => match[1] as string);
}
