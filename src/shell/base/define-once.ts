import { reflectProps } from './element-props';
import { EvElement } from './ev-element';
import { VERSION } from './version';

/** A registered element class with the release marker two bundles compare. */
export type VersionedConstructor = CustomElementConstructor & { readonly evVersion: string };

/**
 * Registers `tag` unless it exists already (the bundle loaded twice, or two bundles on one page):
 * then the first definition stays, and a different release says so once on the console. An
 * EvElement gets its attribute properties here, once.
 */
export function defineOnce<T extends VersionedConstructor>(tag: `ev-${string}`, define: () => T): T {
  const existing = customElements.get(tag) as Partial<VersionedConstructor> | undefined;
  if (existing) {
    if (existing.evVersion !== VERSION) {
      console.info(`[ev] <${tag}> is already defined by version ${existing.evVersion ?? 'unknown'}; keeping it`);
    }
    return existing as T;
  }
  const element = define();
  if (element.prototype instanceof EvElement)
    reflectProps(element.prototype, (element as unknown as typeof EvElement).props);
  customElements.define(tag, element);
  return element;
}
