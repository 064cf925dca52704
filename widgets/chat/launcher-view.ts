import { ERROR_MESSAGES } from '../../src/shell/error-messages';
import { directionOf, type Language } from '../../src/shell/language';
import { LAUNCHER_MESSAGES } from './i18n/launcher';

/** What the chat's React part (layla-chat.tsx) may do with the launcher it takes over. */
export interface Launcher {
  readonly button: HTMLButtonElement;
  /** Where the chat renders its panel, inside the positioned container. */
  readonly slot: HTMLElement;
  /** Shows the button as opening (`false`) or closing (`true`) the panel with that id. */
  setOpen(open: boolean, panelId?: string): void;
}

// The button's two icons: a speech bubble, and a cross while the panel is open.
const ICONS = {
  chat: 'M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4.5 21l3.9-2c1.1.3 2.3.5 3.6.5 5.5 0 10-3.8 10-8.5S17.5 3 12 3Zm-4 9.8a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z',
  close:
    'M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 0 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4Z',
};

// Static markup only (no inline style, nothing from the page), so a strict CSP allows it. Ids are
// scoped to each element's shadow root.
const MARKUP = `<div class="chat" part="container"><div class="chat__slot"></div><button type="button" class="launcher" part="launcher" aria-describedby="tooltip"><svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28"><path fill="currentColor"></path></svg></button><span id="tooltip" role="tooltip" class="tooltip" part="tooltip"></span></div>`;
const LOADING = `<div id="panel" class="panel panel--loading" part="panel" role="status"></div>`;
const LOAD_ERROR = `<div id="panel" class="panel panel--loading" part="panel"><div class="load-error" role="alert" part="load-error"><p class="load-error__text"></p><button type="button" class="load-error__retry" part="retry"></button></div></div>`;

/**
 * The launcher of `<ev-chat-layla>` drawn without React: the floating button, its tooltip, and
 * the panel's loading and load-error states until the chat's code arrives. It stays the
 * launcher for the element's whole life; the chat only renders its panel into `slot` and
 * reports open or closed through `setOpen`.
 */
export class LauncherView implements Launcher {
  readonly button: HTMLButtonElement;
  readonly slot: HTMLElement;
  readonly #container: HTMLElement;
  readonly #icon: SVGPathElement;
  readonly #tooltip: HTMLElement;
  #language: Language = 'en';
  #open = false;

  constructor(root: ShadowRoot) {
    root.append(fragment(MARKUP));
    this.#container = root.querySelector('.chat') as HTMLElement;
    this.slot = root.querySelector('.chat__slot') as HTMLElement;
    this.button = root.querySelector('.launcher') as HTMLButtonElement;
    this.#icon = root.querySelector('path') as SVGPathElement;
    this.#tooltip = root.querySelector('.tooltip') as HTMLElement;
    this.setOpen(false);
  }

  /** Speaks `language`, sitting in the bottom corner on `side`. */
  show(language: Language, side: 'left' | 'right'): void {
    this.#language = language;
    const container = this.#container;
    container.className = `chat chat--${side}`;
    container.lang = language;
    container.dir = directionOf(language);
    this.#tooltip.textContent = this.#text.tooltip;
    this.slot.querySelector('[role="status"]')?.replaceChildren(this.#text.loading);
    this.#label();
  }

  setOpen(open: boolean, panelId?: string): void {
    this.#open = open;
    this.#container.toggleAttribute('data-open', open);
    this.button.setAttribute('aria-expanded', String(open));
    if (open && panelId) this.button.setAttribute('aria-controls', panelId);
    else this.button.removeAttribute('aria-controls');
    this.#icon.setAttribute('d', open ? ICONS.close : ICONS.chat);
    this.#label();
  }

  /** The panel's loading state, while the chat's code is on its way. */
  showLoading(): void {
    const loading = fragment(LOADING);
    (loading.firstElementChild as HTMLElement).textContent = this.#text.loading;
    this.slot.replaceChildren(loading);
    this.setOpen(true, 'panel');
  }

  /** 'An error occurred' with 'Try again' (spec §8) in the panel, when the chat's code could not load. */
  showLoadError(onRetry: () => void): void {
    const error = fragment(LOAD_ERROR);
    const common = ERROR_MESSAGES[this.#language];
    (error.querySelector('p') as HTMLElement).textContent = common.error;
    const retry = error.querySelector('button') as HTMLButtonElement;
    retry.textContent = common.retry;
    retry.addEventListener('click', onRetry, { once: true });
    this.slot.replaceChildren(error);
    this.setOpen(true, 'panel');
  }

  /** Starts keeping the button off the page's primary and focused controls; returns the stop. */
  keepClear(): () => void {
    let stop: (() => void) | undefined;
    let stopped = false;
    // Its own small chunk, fetched after the facade: the first load stays within its budget.
    import('./keep-clear').then(
      ({ keepClear }) => {
        if (!stopped) stop = keepClear(this.#container, this.button);
      },
      () => {}, // offline: the launcher stays in its corner
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }

  /** Takes away the loading or error panel: the chat closed, or its own panel takes the place. */
  clearPanel(): void {
    this.slot.replaceChildren();
  }

  get #text() {
    return LAUNCHER_MESSAGES[this.#language];
  }

  #label(): void {
    this.button.setAttribute('aria-label', this.#open ? this.#text.close : this.#text.open);
  }
}

let templates: Map<string, HTMLTemplateElement> | undefined;
function fragment(markup: string): DocumentFragment {
  templates ??= new Map();
  let template = templates.get(markup);
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = markup;
    templates.set(markup, template);
  }
  return template.content.cloneNode(true) as DocumentFragment;
}
