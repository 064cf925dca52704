import type { Drawing, ElementHandle, FirstView } from '@shell/base/define-element';
import { emit } from '@shell/base/emit';
import { ERROR_MESSAGES } from '@shell/base/error-messages';
import { directionOf, type Language } from '@shell/base/language';
import { whenIdle } from '@shell/base/when-idle';
import type { MountedChat } from './chat-app';
import { LAUNCHER_MESSAGES } from './i18n/launcher';
import { keepClear } from './keep-clear';

/** What the chat's React part (layla-chat.tsx) may do with the launcher it renders into. */
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
 * `<ev-chat-layla>`'s first view: the floating button, its tooltip, and the panel's loading and
 * load-error states, drawn without React, and the element's for its whole life. The chat
 * (chat-app.tsx: React, ~95 KB gzip, which a page pays for only once a visitor shows interest)
 * renders only its panel into `slot` and reports open or closed through `setOpen`, so the
 * hand-over moves, flashes or refocuses nothing. A click, or `open()`, before the chat's code has
 * arrived shows the loading panel at once and opens the chat when it is there, its greeting timed
 * from the click; `preload="idle"` fetches the code once the browser is idle.
 */
export const launcherFirstView: FirstView<ChatLauncher, MountedChat> = {
  draw: (element) => new ChatLauncher(element),
};

export class ChatLauncher implements Drawing<MountedChat>, Launcher {
  readonly button: HTMLButtonElement;
  readonly slot: HTMLElement;
  readonly #container: HTMLElement;
  readonly #icon: SVGPathElement;
  readonly #tooltip: HTMLElement;
  #language: Language = 'en';
  #open = false;
  /** When the visitor asked to open before the chat's code arrived (the loading panel shows). */
  #openedAt: number | undefined;
  #stopKeepingClear: (() => void) | undefined;

  constructor(readonly element: ElementHandle<MountedChat>) {
    const root = element.root;
    root.append(fragment(MARKUP));
    this.#container = root.querySelector('.chat') as HTMLElement;
    this.slot = root.querySelector('.chat__slot') as HTMLElement;
    this.button = root.querySelector('.launcher') as HTMLButtonElement;
    this.#icon = root.querySelector('path') as SVGPathElement;
    this.#tooltip = root.querySelector('.tooltip') as HTMLElement;
    this.setOpen(false);
    this.button.addEventListener('click', () => this.#toggle());
  }

  /** Opens the chat, loading it first if it is not there yet (the element's `open()`). */
  open(): void {
    if (this.element.view) this.element.view.open();
    else if (this.#openedAt === undefined) this.#openBeforeLoad();
  }

  mount(): void {
    this.#stopKeepingClear = keepClear(this.#container, this.button);
    this.update();
    const host = this.element.host;
    // Asked to open while away from the page (open() on a detached element): the load goes on now.
    if (this.#openedAt !== undefined) this.element.takeOver();
    else if (host.getAttribute('preload') === 'idle') whenIdle(() => host.isConnected && this.element.fetch());
  }

  /** Speaks the element's language, in the corner its `position` names (by default the page's end). */
  update(): void {
    const language = this.element.host.language;
    this.#language = language;
    const position = this.element.host.getAttribute('position');
    const side =
      position === 'left' || position === 'right' ? position : directionOf(language) === 'rtl' ? 'left' : 'right';
    const container = this.#container;
    container.className = `chat chat--${side}`;
    container.lang = language;
    container.dir = directionOf(language);
    this.#tooltip.textContent = this.#text.tooltip;
    this.slot.querySelector('[role="status"]')?.replaceChildren(this.#text.loading);
    this.#label();
  }

  unmount(): void {
    this.#stopKeepingClear?.();
    this.#stopKeepingClear = undefined;
    this.#openedAt = undefined;
    this.#clearPanel();
    this.setOpen(false);
  }

  mounted(chat: MountedChat): void {
    this.#clearPanel();
    const since = this.#openedAt;
    this.#openedAt = undefined;
    if (since !== undefined) chat.open(since);
  }

  /** 'An error occurred' with 'Try again' (spec §8) in the panel, when the chat's code could not load. */
  failed(): void {
    if (this.#openedAt === undefined) return;
    const error = fragment(LOAD_ERROR);
    const common = ERROR_MESSAGES[this.#language];
    (error.querySelector('p') as HTMLElement).textContent = common.error;
    const retry = error.querySelector('button') as HTMLButtonElement;
    retry.textContent = common.retry;
    retry.addEventListener('click', () => this.#openBeforeLoad(), { once: true });
    this.slot.replaceChildren(error);
    this.setOpen(true, 'panel');
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

  #toggle(): void {
    if (this.element.view) this.element.view.toggle();
    else if (this.#openedAt === undefined) this.#openBeforeLoad();
    else this.#closeBeforeLoad();
  }

  // The panel's loading state, while the chat's code is on its way.
  #openBeforeLoad(): void {
    const first = this.#openedAt === undefined;
    this.#openedAt = Date.now();
    const loading = fragment(LOADING);
    (loading.firstElementChild as HTMLElement).textContent = this.#text.loading;
    this.slot.replaceChildren(loading);
    this.setOpen(true, 'panel');
    if (first) emit(this.element.host, 'ev-chat-open', {});
    if (this.element.host.isConnected) this.element.takeOver();
  }

  #closeBeforeLoad(): void {
    this.#openedAt = undefined;
    this.#clearPanel();
    this.setOpen(false);
    emit(this.element.host, 'ev-chat-close', {});
  }

  // Takes away the loading or error panel: the chat closed, or its own panel takes the place.
  #clearPanel(): void {
    this.slot.replaceChildren();
  }

  get #text() {
    return LAUNCHER_MESSAGES[this.#language];
  }

  #label(): void {
    this.button.setAttribute('aria-label', this.#open ? this.#text.close : this.#text.open);
  }
}

function fragment(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}
