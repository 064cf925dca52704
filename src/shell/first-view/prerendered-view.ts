import type { ConfigProps, PrivacyProps } from '../base/config-props';
import type { Drawing, ElementHandle, FirstView } from '../base/define-element';
import type { Language } from '../base/language';
import { readPageConfig } from '../base/page-config';
import { whenIdle } from '../base/when-idle';
import { carryFields } from './carry-fields';
import { fontsLoaded, fontsReady } from './fonts-ready';

/** Marks the nodes of a first view, with its language, until the view replaces them. */
export const FIRST_VIEW_ATTRIBUTE = 'data-ev-first-view';

/** An element's first view in both languages and the stylesheets its components carry: the build's `ev-first-view:<folder>`. */
export interface FirstViews {
  html: Record<Language, string>;
  styles: string[];
}

export interface PrerenderedOptions {
  /** The config keys the first view shows: a page that sets one gets the view straight away. */
  shows?: readonly (keyof ConfigProps | keyof PrivacyProps)[];
  /** Whether the first view is what this element would draw on this page; else the view loads at once. */
  drawable?: (host: HTMLElement) => boolean;
  /** Whether the element is on show, and how to follow that (the generator behind `<ev-home>`'s home view). */
  visibility?: { shown: () => boolean; follow: (listener: () => void) => () => void };
  /** Sets in a freshly drawn first view what the build could not know (today's season, say). */
  prepare?: (view: DocumentFragment) => void;
}

/** What the view's first commit does with the first view: it leaves in that commit, and what was done in it follows. */
export interface HandOver {
  /** In the view's first commit, before the browser paints: the first view leaves. */
  inCommit: () => void;
  /**
   * Right after that commit, once React takes events: what the visitor typed moves over; what it
   * returns runs once React has rendered that (a press or a submit replayed on the view).
   */
  afterCommit: () => (() => void) | undefined;
}

/** A prerendered first view, drawn in one element: the view hands over with it. */
export interface PrerenderedDrawing extends Drawing {
  replacing(): boolean;
  handOver(): HandOver;
}

/**
 * The first view of `<ev-contact>` and `<ev-generator>`: markup their own components rendered at
 * build time (src/shell/prerender, so the two cannot drift), drawn at once in the element's
 * language and again on a switch. The view loads when the browser is idle or a pointer comes over
 * it, and takes over on the visitor's first press or focus (loadOnIntent): what was typed or
 * chosen meanwhile moves into the view, which replaces the first view in one commit before the
 * next paint, and a form submitted or a control pressed before then is submitted or pressed again.
 * @example prerenderedView(views, { shows: ['phone', 'whatsapp'] })
 */
export function prerenderedView(views: FirstViews, options: PrerenderedOptions = {}): FirstView<PrerenderedDrawing> {
  return { styles: views.styles, draw: (element) => new Prerendered(views, options, element) };
}

class Prerendered implements PrerenderedDrawing {
  #nodes: ChildNode[] = [];
  #submitPending = false;
  #stopFollowing: (() => void) | undefined;

  constructor(
    readonly views: FirstViews,
    readonly options: PrerenderedOptions,
    readonly element: ElementHandle,
  ) {
    element.root.addEventListener('submit', (event) => {
      if (!this.#nodes.some((node) => node.contains(event.target as Node))) return;
      event.preventDefault();
      this.#submitPending = true;
      element.takeOver();
    });
  }

  mount(): void {
    const { element, options } = this;
    const visibility = options.visibility;
    const host = element.host;
    if (visibility && !visibility.shown()) {
      host.hidden = true;
      this.#stopFollowing = visibility.follow(() => {
        if (!visibility.shown() || element.view) return;
        host.hidden = false;
        if (!this.#drawsOtherwise()) this.#draw();
        // As the view does when the page view shows it (the generator's promo was pressed).
        const smooth = !matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        host.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
        element.takeOver();
      });
      // Hidden, it draws nothing: its view mounts when the browser is idle.
      whenIdle(() => host.isConnected && element.takeOver());
    } else if (this.#drawsOtherwise()) element.takeOver();
    else {
      this.#drawInItsFont();
      // Idle, an element with a first view only fetches the code.
      whenIdle(element.fetch);
    }
  }

  update(): void {
    if (this.#nodes.length === 0 || this.#drawnIn() === this.element.host.language) return;
    const old = this.#nodes;
    const focused = this.element.root.activeElement;
    this.#draw();
    const moved = document.createDocumentFragment();
    moved.append(...old);
    carryFields(moved, this.element.root, focused);
  }

  unmount(): void {
    this.#stopFollowing?.();
    this.#stopFollowing = undefined;
    for (const node of this.#nodes) node.remove();
    this.#nodes = [];
  }

  replacing(): boolean {
    return this.#nodes.length > 0;
  }

  mounted(): void {
    this.#stopFollowing?.();
    this.#stopFollowing = undefined;
  }

  // React puts a controlled field back as it was if it is typed into while it commits, so what
  // the visitor did moves over right after the commit.
  handOver(): HandOver {
    const root = this.element.root;
    const moved = document.createDocumentFragment();
    let focused: Element | null = null;
    return {
      inCommit: () => {
        focused = root.activeElement;
        moved.append(...this.#nodes);
        this.#nodes = [];
      },
      afterCommit: () => {
        if (!moved.hasChildNodes()) return undefined;
        carryFields(moved, root, focused);
        const press = this.element.intent.takePress();
        const submit = this.#submitPending;
        this.#submitPending = false;
        if (submit) return () => root.querySelector('form')?.requestSubmit();
        return press;
      },
    };
  }

  #drawsOtherwise(): boolean {
    const { drawable, shows = [] } = this.options;
    if (drawable && !drawable(this.element.host)) return true;
    const page = readPageConfig();
    const props = this.element.host.props;
    return shows.some((key) => props[key] !== undefined || page[key] !== undefined);
  }

  #drawnIn(): string | null {
    const first = this.#nodes.find((node): node is Element => node instanceof Element);
    return first?.getAttribute(FIRST_VIEW_ATTRIBUTE) ?? null;
  }

  // Drawn once its fonts are there (at most 3 s), as the home's first screen is: drawn in the
  // system's face, it would re-wrap when the font came, moving what follows.
  #drawInItsFont(): void {
    const language = this.element.host.language;
    if (fontsLoaded(language)) {
      this.#draw();
      return;
    }
    void fontsReady(language).then(() => {
      if (this.element.host.isConnected && !this.element.view && this.#nodes.length === 0) this.#draw();
    });
  }

  #draw(): void {
    const language = this.element.host.language;
    const template = document.createElement('template');
    template.innerHTML = this.views.html[language];
    this.options.prepare?.(template.content);
    const nodes = [...template.content.childNodes];
    for (const node of nodes) if (node instanceof Element) node.setAttribute(FIRST_VIEW_ATTRIBUTE, language);
    if (this.#nodes.length > 0) this.#nodes[0]?.before(...nodes);
    else this.element.root.append(...nodes);
    for (const node of this.#nodes) node.remove();
    this.#nodes = nodes;
  }
}
