import { CONFIG_PROPS, PRIVACY_PROP } from '../../src/shell/config-props';
import { emit } from '../../src/shell/emit';
import { EvElement } from '../../src/shell/ev-element';
import { directionOf } from '../../src/shell/language';
import loadErrorStyles from '../../src/shell/ui/load-error.css?inline';
import type { ChatAttributes, MountedChat } from './chat-app';
import launcherStyles from './chat-launcher.css?inline';
import { LauncherView } from './launcher-view';

// Why a facade: a page pays for React and the chat (~95 KB gzip) only once a visitor shows
// interest. The button stays this element's own for its whole life and React renders only the
// panel into it (launcher-view.ts), so the hand-over moves, flashes or refocuses nothing and
// never drops a click that lands while the code arrives.
let chatModule: Promise<typeof import('./chat-app')> | undefined;
function loadChat() {
  chatModule ??= import('./chat-app').catch((error: unknown) => {
    chatModule = undefined; // the next intent tries again
    throw error;
  });
  return chatModule;
}

/**
 * `<ev-chat-layla>` before and after React: draws the launcher, and loads the chat on intent
 * (pointer over or focus on the button, a click, `open()`, or the idle browser when
 * `preload="idle"`). A click before the code arrives shows the loading panel and opens the chat
 * when it is there, its greeting timed from the click.
 */
export class LauncherElement extends EvElement {
  static override readonly props = { ...CONFIG_PROPS, ...PRIVACY_PROP, position: 'string', preload: 'string' } as const;
  static override readonly styles = [launcherStyles, loadErrorStyles];
  readonly #view: LauncherView;
  #chat: MountedChat | undefined;
  #loading = false;
  /** When the visitor asked to open before the chat's code arrived (the loading panel shows). */
  #openedAt: number | undefined;
  #stopKeepingClear: (() => void) | undefined;

  constructor() {
    super();
    this.#view = new LauncherView(this.shadowRoot);
    const intent = () => this.#load();
    this.#view.button.addEventListener('pointerenter', intent);
    this.#view.button.addEventListener('focus', intent);
    this.#view.button.addEventListener('click', () => this.#toggle());
  }

  /** Opens the chat, loading it first if it is not there yet. */
  open(): void {
    if (this.#chat) this.#chat.open();
    else if (this.#openedAt === undefined) this.#openBeforeLoad();
  }

  protected mount(): void {
    this.#stopKeepingClear = this.#view.keepClear();
    this.update();
    // Asked to open while away from the page (open() on a detached element): the load goes on now.
    if (this.#openedAt !== undefined) this.#load();
    else if (this.getAttribute('preload') === 'idle') whenIdle(() => this.isConnected && this.#load());
  }

  protected update(): void {
    const language = this.language;
    const position = this.getAttribute('position');
    const rtl = directionOf(language) === 'rtl';
    this.#view.show(language, position === 'left' || position === 'right' ? position : rtl ? 'left' : 'right');
    this.#chat?.render(this.props as ChatAttributes, language);
  }

  protected unmount(): void {
    this.#stopKeepingClear?.();
    this.#stopKeepingClear = undefined;
    this.#chat?.unmount();
    this.#chat = undefined;
    this.#openedAt = undefined;
    this.#view.clearPanel();
    this.#view.setOpen(false);
  }

  #toggle(): void {
    if (this.#chat) this.#chat.toggle();
    else if (this.#openedAt === undefined) this.#openBeforeLoad();
    else this.#closeBeforeLoad();
  }

  #openBeforeLoad(): void {
    this.#openedAt = Date.now();
    this.#view.showLoading();
    emit(this, 'ev-chat-open', {});
    this.#load();
  }

  #closeBeforeLoad(): void {
    this.#openedAt = undefined;
    this.#view.clearPanel();
    this.#view.setOpen(false);
    emit(this, 'ev-chat-close', {});
  }

  #load(): void {
    if (this.#chat || this.#loading) return;
    this.#loading = true;
    loadChat().then(
      ({ mountChat }) => {
        this.#loading = false;
        if (this.#chat || !this.isConnected) return;
        this.#view.clearPanel();
        this.#chat = mountChat(this, this.#view, this.props as ChatAttributes, this.language);
        const since = this.#openedAt;
        this.#openedAt = undefined;
        if (since !== undefined) this.#chat.open(since);
      },
      (error: unknown) => {
        this.#loading = false;
        console.error('[ev] the chat could not be loaded', error);
        if (this.#openedAt === undefined) return;
        this.#view.showLoadError(() => {
          this.#openedAt = Date.now();
          this.#view.showLoading();
          this.#load();
        });
      },
    );
  }
}

function whenIdle(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
