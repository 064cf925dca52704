/** How an attribute's text becomes its property's value. */
export type PropType = 'string' | 'boolean';

/** An element's attributes as camelCase props with their types: `{ apiUrl: 'string' }` is `api-url`. */
export type PropTypes = Readonly<Record<string, PropType>>;

/** `apiUrl` → `api-url`. */
export const attributeOf = (prop: string): string => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The value of `prop` read from its attribute by `type`: undefined when the attribute is absent
 * (so the element falls back to the page config), an emptied string attribute stays `''`.
 * @example readProp(element, 'apiUrl', 'string'); // element.getAttribute('api-url') ?? undefined
 */
export function readProp(element: Element, prop: string, type: PropType): unknown {
  const text = element.getAttribute(attributeOf(prop));
  if (text === null || type === 'string') return text ?? undefined;
  return text !== 'false'; // a boolean: present is true, as in HTML, unless it says 'false'
}

/**
 * Gives `prototype` one property per prop that reads and writes its attribute: the attribute is
 * the one state, so a property set before the element upgrades, by a framework or by hand, and an
 * attribute set in HTML mean the same. Null, undefined or false remove the attribute. Properties
 * HTMLElement has already (`lang`) keep their own reflection.
 */
export function reflectProps(prototype: HTMLElement, props: PropTypes): void {
  for (const [prop, type] of Object.entries(props)) {
    if (prop in HTMLElement.prototype) continue;
    const attribute = attributeOf(prop);
    Object.defineProperty(prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return readProp(this, prop, type);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
}
