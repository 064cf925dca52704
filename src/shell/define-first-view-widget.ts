import { fontsLoaded, fontsReady } from './fonts-ready';
import { carryFields } from './carry-fields';
import { CONFIG_PROPS, type ConfigProps, type PrivacyProps } from './config-props';
import { defineOnce, type VersionedConstructor } from './define-once';
import type { PropType } from './element-props';
import { EvElement } from './ev-element';
import type { FirstCommitHandlers } from './mount-after-first-view';
import type { MountedWidget } from './mount-widget';
import { readPageConfig } from './page-config';
import type { FirstViews } from './render-first-view';
import { whenIdle } from './when-idle';
import type { WidgetDefinition } from './widget-root';

/** Marks the nodes of a first view, with its language, until the React view replaces them. */
export const FIRST_VIEW_ATTRIBUTE = 'data-ev-first-view';

/** What a visitor presses: pressed in the first view, it is pressed again in the React view. */
const CONTROLS = 'button, a[href], [role="button"]';

export interface FirstViewWidget<Own extends object> extends Pick<WidgetDefinition<Own>, 'tag' | 'props' | 'styles'> {
  /** The element's first views, rendered at build time from its own components (`ev-first-view:<name>`). */
  firstViews: FirstViews;
  /** The config keys the first view shows: a page that sets one gets the React view straight away. */
  shows?: readonly (keyof ConfigProps | keyof PrivacyProps)[];
  /** Whether the first view is what this element would draw on this page; else React loads at once. */
  drawable?: (host: HTMLElement) => boolean;
  /** Whether the element is on show, and how to follow that (the generator behind `<ev-home>`'s home view). */
  visibility?: { shown: () => boolean; follow: (listener: () => void) => () => void };
  /** Sets in a freshly drawn first view what the build could not know (today's season, say). */
  prepare?: (view: DocumentFragment) => void;
  /** The element's React view (its copy and render), loaded when the browser is idle or on intent. */
  load: () => Promise<Pick<WidgetDefinition<Own>, 'messages' | 'render'>>;
}

/** The control (button, link) an event went through, if any. */
function controlOf(event: Event): HTMLElement | undefined {
  return event
    .composedPath()
    .find((node): node is HTMLElement => node instanceof HTMLElement && node.matches(CONTROLS));
}

/**
 * Registers `tag` as an element that costs a host page no React until a visitor shows interest:
 * it draws its first view (markup its own components rendered at build time, so the two cannot
 * drift) at once. React and its view load when the browser is idle after load or a pointer
 * comes over it, and take over on the visitor's first press or focus in it (a click, a tap, a
 * key), when they are fetched at once if still missing. What the visitor typed or chose meanwhile
 * moves into the React view, which replaces the first view in one commit before the next paint;
 * a form submitted, a button pressed or a link followed before then is submitted, pressed or
 * followed by the React view as soon as it is there.
 * @example defineFirstViewWidget({ tag: 'ev-contact', firstViews, load: () => import('./contact-widget').then((m) => m.CONTACT_WIDGET) })
 */
export function defineFirstViewWidget<Own extends object = Record<never, never>>(
  definition: FirstViewWidget<Own>,
): VersionedConstructor {
  let code:
    | Promise<[Pick<WidgetDefinition<Own>, 'messages' | 'render'>, typeof import('./mount-after-first-view')]>
    | undefined;
  const fetchCode = () => {
    code ??= Promise.all([definition.load(), import('./mount-after-first-view')]).catch((error: unknown) => {
      code = undefined; // the next intent tries again
      throw error;
    });
    return code;
  };
  return defineOnce(
    definition.tag,
    () =>
      class FirstViewElement extends EvElement {
        static override readonly props = { ...CONFIG_PROPS, ...definition.props } as Record<string, PropType>;
        static override readonly styles = [...(definition.styles ?? []), ...definition.firstViews.styles];
        #widget: MountedWidget<Own> | undefined;
        #view: ChildNode[] = [];
        #loading = false;
        #submitPending = false;
        /** The first view's control a visitor pressed before React arrived, by its place among them. */
        #pendingClick = -1;
        /** The first view's control a pointer went down on, by its place, until its click comes. */
        #pressed = -1;
        #stopFollowing: (() => void) | undefined;

        constructor() {
          super();
          // A pointer coming over fetches the code; pressing or focusing takes over. Input stops the
          // page's largest-paint measure, so the React view's new nodes never count as a late one.
          this.addEventListener('pointerover', () => void fetchCode().catch(() => {}));
          this.addEventListener('pointerdown', (event) => {
            this.#pressed = this.#view.length > 0 ? this.#controls().indexOf(controlOf(event) as HTMLElement) : -1;
            this.#load();
          });
          this.addEventListener('pointerup', (event) => this.#clickIfLost(event));
          this.addEventListener('focusin', () => this.#load());
          this.addEventListener('click', (event) => {
            if (this.#view.length === 0) return;
            const control = controlOf(event);
            // A submit button submits (below); any other control is pressed again in the React view.
            if (control && !(control instanceof HTMLButtonElement && control.type === 'submit')) {
              event.preventDefault();
              this.#pendingClick = this.#controls().indexOf(control);
            }
            this.#load();
          });
          this.shadowRoot.addEventListener('submit', (event) => {
            if (this.#view.length === 0 || !this.#view.some((node) => node.contains(event.target as Node))) return;
            event.preventDefault();
            this.#submitPending = true;
            this.#load();
          });
        }

        protected mount(): void {
          const visibility = definition.visibility;
          if (visibility && !visibility.shown()) {
            this.hidden = true;
            this.#stopFollowing = visibility.follow(() => {
              if (!visibility.shown() || this.#widget) return;
              this.hidden = false;
              if (!this.#drawsOtherwise()) this.#draw();
              // As the React view does when the page view shows it (the generator's promo was pressed).
              const smooth = !matchMedia?.('(prefers-reduced-motion: reduce)').matches;
              this.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
              this.#load();
            });
          } else if (!this.#drawsOtherwise()) {
            this.#drawInItsFont();
            // Idle, an element with a first view only fetches the code.
            whenIdle(() => void fetchCode().catch(() => {}));
            return;
          }
          // A hidden element (drawing nothing) mounts when idle; one without a first view at once.
          if (this.hidden) whenIdle(() => this.isConnected && this.#load());
          else this.#load();
        }

        protected update(): void {
          if (this.#widget) this.#widget.render(this.props as ConfigProps & PrivacyProps & Own, this.language);
          else if (this.#view.length > 0 && this.#drawnIn() !== this.language) {
            const old = this.#view;
            const focused = this.shadowRoot.activeElement;
            this.#draw();
            const moved = document.createDocumentFragment();
            moved.append(...old);
            carryFields(moved, this.shadowRoot, focused);
          }
        }

        protected unmount(): void {
          this.#stopFollowing?.();
          this.#stopFollowing = undefined;
          this.#widget?.unmount();
          this.#widget = undefined;
          for (const node of this.#view) node.remove();
          this.#view = [];
        }

        #drawsOtherwise(): boolean {
          const page = readPageConfig();
          const props = this.props;
          if (definition.drawable && !definition.drawable(this)) return true;
          return (definition.shows ?? []).some((key) => props[key] !== undefined || page[key] !== undefined);
        }

        // The markup is the same in both views, so a control's place among them names it in either.
        #controls(): HTMLElement[] {
          return [...this.shadowRoot.querySelectorAll<HTMLElement>(CONTROLS)];
        }

        // If React takes over between a press's pointerdown and its click, the control the pointer
        // went down on leaves with the first view, and the click may land elsewhere or not at all.
        // Released over the same control, the press then clicks the React view's control there.
        #clickIfLost(up: Event): void {
          const index = this.#pressed;
          this.#pressed = -1;
          if (index < 0 || !up.composedPath().includes(this.#controls()[index] as EventTarget)) return;
          let clicked = false;
          const seen = (event: Event) => {
            clicked ||= event.composedPath().includes(this.#controls()[index] as EventTarget);
          };
          this.addEventListener('click', seen, { capture: true });
          setTimeout(() => {
            this.removeEventListener('click', seen, { capture: true });
            if (!clicked && this.#view.length === 0) this.#controls()[index]?.click();
          });
        }

        #drawnIn(): string | null {
          const first = this.#view.find((node): node is Element => node instanceof Element);
          return first?.getAttribute(FIRST_VIEW_ATTRIBUTE) ?? null;
        }

        // Drawn once its fonts are there (at most 3 s), as the home's first screen is: drawn in
        // the system's face, it would re-wrap when the font came, moving what follows.
        #drawInItsFont(): void {
          if (fontsLoaded(this.language)) {
            this.#draw();
            return;
          }
          void fontsReady(this.language).then(() => {
            if (this.isConnected && !this.#widget && this.#view.length === 0) this.#draw();
          });
        }

        #draw(): void {
          const template = document.createElement('template');
          template.innerHTML = definition.firstViews.html[this.language];
          definition.prepare?.(template.content);
          const nodes = [...template.content.childNodes];
          for (const node of nodes) if (node instanceof Element) node.setAttribute(FIRST_VIEW_ATTRIBUTE, this.language);
          if (this.#view.length > 0) this.#view[0]?.before(...nodes);
          else this.shadowRoot.append(...nodes);
          for (const node of this.#view) node.remove();
          this.#view = nodes;
        }

        #load(): void {
          if (this.#widget || this.#loading) return;
          this.#loading = true;
          fetchCode().then(
            ([widget, { mountAfterFirstView }]) => {
              this.#loading = false;
              if (this.#widget || !this.isConnected) return;
              this.#stopFollowing?.();
              this.#stopFollowing = undefined;
              this.#widget = mountAfterFirstView<Own>(this, this.shadowRoot, widget, this.#handOver(), {
                yielding: this.#view.length > 0,
              });
              this.#widget.render(this.props as ConfigProps & PrivacyProps & Own, this.language);
            },
            (error: unknown) => {
              this.#loading = false; // the next intent tries again
              console.error(`[ev] <${definition.tag}> could not be loaded`, error);
            },
          );
        }

        // In the React view's first commit the first view leaves; what the visitor did there moves
        // over right after it, before any paint (React puts a controlled field back as it was if
        // it is typed into while it commits).
        #handOver(): FirstCommitHandlers {
          const moved = document.createDocumentFragment();
          let focused: Element | null = null;
          return {
            inCommit: () => {
              focused = this.shadowRoot.activeElement;
              moved.append(...this.#view);
              this.#view = [];
            },
            afterCommit: () => {
              if (!moved.hasChildNodes()) return undefined;
              carryFields(moved, this.shadowRoot, focused);
              const click = this.#pendingClick;
              const submit = this.#submitPending;
              this.#pendingClick = -1;
              this.#submitPending = false;
              if (submit) return () => this.shadowRoot.querySelector('form')?.requestSubmit();
              if (click >= 0) return () => this.#controls()[click]?.click();
              return undefined;
            },
          };
        }
      },
  );
}
