// r2wc keeps its state under global symbols (Symbol.for), so a subclass can reach it.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}

// biome-ignore lint/suspicious/noExplicitAny: a mixin's base constructor must take any[] (TS2545).
type R2wcClass = new (...args: any[]) => R2wcElement;

/**
 * Fixes two r2wc habits that hurt on host pages:
 * - it unmounts React as soon as the element leaves the DOM, so a page builder that moves an
 *   element (remove, then insert in the same task) loses its state: the unmount now waits for
 *   a microtask and does not happen when the element is back by then;
 * - it ignores a removed (or emptied) attribute, so the old value stayed: removal now passes
 *   `undefined` (an emptied string attribute passes `''`), so the widget falls back to the page config.
 */
export function withHostFriendlyLifecycle<T extends R2wcClass>(Base: T, propTypes: Record<string, string>): T {
  const attributeProps = new Map<string, { prop: string; type: string | undefined }>();
  for (const attribute of (Base as unknown as { observedAttributes: string[] }).observedAttributes) {
    const prop = attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    attributeProps.set(attribute, { prop, type: propTypes[prop] });
  }

  class HostFriendly extends Base {
    #unmountPending = false;

    override connectedCallback(): void {
      this.#unmountPending = false;
      // Renders with the current props: mounts the first time, updates the kept tree after a move.
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      if (this.#unmountPending) return;
      this.#unmountPending = true;
      // A microtask, not a timer: a move within one task keeps the tree, and tests that fake
      // timers still see a removed element unmount.
      queueMicrotask(() => {
        if (!this.#unmountPending || this.isConnected) return;
        this.#unmountPending = false;
        super.disconnectedCallback();
      });
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      const known = attributeProps.get(name);
      if (known && (value === null || (value === '' && known.type === 'string'))) {
        this[PROPS][known.prop] = value ?? undefined;
        if (this.isConnected) this[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, oldValue, value);
    }
  }
  return HostFriendly;
}
