import { CONFIG_PROPS } from './config-props';
import { defineOnce, type VersionedConstructor } from './define-once';
import type { PropType } from './element-props';
import { EvElement } from './ev-element';
import type { Language } from './language';
import { type Intent, loadOnIntent } from './load-on-intent';

/** An element's view (React) once mounted: drawn again with new attributes or language, or taken down. */
export interface MountedView {
  render(props: Record<string, unknown>, language: Language): void;
  unmount(): void;
}

/** An element's view: what mounts React into the element (src/shell/react/react-view.ts), beside its first view. */
export interface ElementView<Drawing = unknown, Mounted extends MountedView = MountedView> {
  mount(into: { host: HTMLElement; root: ShadowRoot; drawing: Drawing }): Mounted;
}

/** What an element offers the first view it draws. */
export interface ElementHandle<Mounted extends MountedView = MountedView> {
  /** The element: its `language` and `props` are the view's too. */
  readonly host: EvElement;
  readonly root: ShadowRoot;
  /** The view, once mounted. */
  readonly view: Mounted | undefined;
  /** Fetches the view's code without mounting it (an idle browser, a pointer over the element). */
  fetch(): void;
  /** Mounts the view, fetching its code first if it is not there yet. */
  takeOver(): void;
  /** The press kept for the view (loadOnIntent). */
  readonly intent: Intent;
}

/** One element's first view: what it draws before its view, without React. */
export interface Drawing<Mounted extends MountedView = MountedView> {
  /** The element arrived on a page: draw, and call `takeOver()` where the view is due at once. */
  mount(): void;
  /** An attribute or the page language changed. */
  update(): void;
  /** The element left the page for good. */
  unmount(): void;
  /** Whether it is on show, about to be replaced by the view (see loadOnIntent's `replacing`). */
  replacing?(): boolean;
  /** The view has mounted and rendered. */
  mounted?(view: Mounted): void;
  /** The view's code could not be loaded (the console says why). */
  failed?(): void;
}

/** What an element draws before its view: its stylesheets, its shadow root if it must choose it, and each element's drawing. */
export interface FirstView<D extends Drawing<Mounted>, Mounted extends MountedView = MountedView> {
  styles?: readonly string[];
  /** The element's shadow root: a first screen the page carries keeps the page's. */
  openRoot?(host: HTMLElement): ShadowRoot;
  draw(element: ElementHandle<Mounted>): D;
}

export interface ElementDefinition<Own extends object, D extends Drawing<Mounted>, Mounted extends MountedView> {
  /** The custom element's name, `ev-<thing>`. */
  tag: `ev-${string}`;
  /** The element's own props (camelCase → type) beyond the config ones every element takes. */
  props?: { [K in keyof Own]-?: PropType };
  /** CSS texts (`import css from './x.css?inline'`), adopted after the shared reset and tokens. */
  styles?: readonly string[];
  /** What it draws before its view; without one the view mounts as the element arrives. */
  firstView?: FirstView<D, Mounted>;
  /** Its view: here (mounted as the element arrives), or loaded on the visitor's intent (loadOnIntent). */
  view: ElementView<D, Mounted> | (() => Promise<ElementView<D, Mounted>>);
  /** Methods the element offers a page, which its drawing answers (the chat's `open()`). */
  methods?: readonly (keyof D & string)[];
}

/**
 * The one way to make an element: registers `tag` as an EvElement (shadow root, styles, fonts,
 * attributes, language, deferred unmount) that draws its first view, if it has one, and mounts
 * its view (React) at once or on the visitor's intent. Defining a tag that exists already is a
 * no-op (two bundles on a page).
 * @example defineElement({ tag: 'ev-contact', props: PRIVACY_PROP, firstView: prerenderedView(views), view: () => import('./contact-view').then((m) => m.CONTACT_VIEW) })
 */
export function defineElement<
  Own extends object = Record<never, never>,
  D extends Drawing<Mounted> = Drawing,
  Mounted extends MountedView = MountedView,
>(definition: ElementDefinition<Own, D, Mounted>): VersionedConstructor {
  const { firstView, view } = definition;
  let code: Promise<ElementView<D, Mounted>> | undefined;
  const fetchView = (): Promise<ElementView<D, Mounted>> => {
    if (typeof view !== 'function') return Promise.resolve(view);
    code ??= view().catch((error: unknown) => {
      code = undefined; // the next intent tries again
      throw error;
    });
    return code;
  };

  const drawings = new WeakMap<EvElement, D>();
  return defineOnce(definition.tag, () => {
    class Element extends EvElement {
      static override readonly props = { ...CONFIG_PROPS, ...definition.props } as Record<string, PropType>;
      static override readonly styles = [...(definition.styles ?? []), ...(firstView?.styles ?? [])];
      static override openRoot(host: HTMLElement): ShadowRoot {
        return firstView?.openRoot ? firstView.openRoot(host) : EvElement.openRoot(host);
      }

      readonly #drawing: D | undefined;
      #view: Mounted | undefined;
      #loading = false;

      constructor() {
        super();
        const element = this;
        const fetch = () => void fetchView().catch(() => {});
        const takeOver = () => this.#takeOver();
        // A view in hand mounts as the element arrives: only a loaded one waits for intent.
        const intent: Intent =
          typeof view === 'function'
            ? loadOnIntent(this, this.shadowRoot, { fetch, takeOver, replacing: () => !!this.#drawing?.replacing?.() })
            : { takePress: () => undefined };
        const drawing = firstView?.draw({
          host: this,
          root: this.shadowRoot,
          get view() {
            return element.#view;
          },
          fetch,
          takeOver,
          intent,
        });
        this.#drawing = drawing;
        if (drawing) drawings.set(this, drawing);
      }

      protected mount(): void {
        if (this.#drawing) this.#drawing.mount();
        else this.#takeOver();
      }

      protected update(): void {
        this.#drawing?.update();
        this.#view?.render(this.props, this.language);
      }

      protected unmount(): void {
        // The view first: it may render inside what the first view drew (the chat's launcher).
        this.#view?.unmount();
        this.#view = undefined;
        this.#drawing?.unmount();
      }

      #takeOver(): void {
        if (this.#view || this.#loading) return;
        if (typeof view !== 'function') {
          this.#mountView(view);
          return;
        }
        this.#loading = true;
        fetchView().then(
          (loaded) => {
            this.#loading = false;
            if (!this.#view && this.isConnected) this.#mountView(loaded);
          },
          (error: unknown) => {
            this.#loading = false; // the next intent tries again
            console.error(`[ev] <${definition.tag}> could not be loaded`, error);
            this.#drawing?.failed?.();
          },
        );
      }

      #mountView(loaded: ElementView<D, Mounted>): void {
        const mounted = loaded.mount({ host: this, root: this.shadowRoot, drawing: this.#drawing as D });
        this.#view = mounted;
        mounted.render(this.props, this.language);
        this.#drawing?.mounted?.(mounted);
      }
    }
    // The page's methods, answered by each element's drawing.
    for (const name of definition.methods ?? []) {
      (Element.prototype as unknown as Record<string, unknown>)[name] = function (this: EvElement, ...args: unknown[]) {
        const drawing = drawings.get(this) as Record<string, (...args: unknown[]) => unknown> | undefined;
        return drawing?.[name]?.apply(drawing, args);
      };
    }
    return Element;
  });
}
