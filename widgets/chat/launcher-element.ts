import { adoptStyles } from '../../src/shell/adopt-styles';
import { getLanguage, onLanguageChange, restoreLanguageOnPage, setLanguage } from '../../src/shell/bus';
import { CONFIG_PROPS, PRIVACY_PROP } from '../../src/shell/config-props';
import { emit } from '../../src/shell/emit';
import hostReset from '../../src/shell/host-reset.css?inline';
import { directionOf, isLanguage } from '../../src/shell/language';
import { readPageConfig } from '../../src/shell/page-config';
import { registerArabicFont } from '../../src/shell/register-arabic-font';
import tokens from '../../src/shell/tokens.css?inline';
import loadErrorStyles from '../../src/shell/ui/load-error.css?inline';
import { VERSION } from '../../src/shell/version';
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

const PROPS = ['position', 'preload', ...Object.keys({ ...CONFIG_PROPS, ...PRIVACY_PROP })];
const attributeOf = (prop: string) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * `<ev-chat-layla>` before and after React: draws the launcher, and loads the chat on intent
 * (pointer over or focus on the button, a click, `open()`, or the idle browser when
 * `preload="idle"`). A click before the code arrives shows the loading panel and opens the chat
 * when it is there, its greeting timed from the click.
 */
export class LauncherElement extends HTMLElement {
  static readonly evVersion = VERSION;
  static readonly observedAttributes = PROPS.map(attributeOf);
  readonly #view: LauncherView;
  #chat: MountedChat | undefined;
  #loading = false;
  /** When the visitor asked to open before the chat's code arrived (the loading panel shows). */
  #openedAt: number | undefined;
  #unsubscribe: (() => void) | undefined;
  #stopKeepingClear: (() => void) | undefined;
  #leaving = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, [hostReset, tokens, launcherStyles, loadErrorStyles]);
    this.#view = new LauncherView(root);
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

  connectedCallback(): void {
    this.#leaving = false;
    if (this.#unsubscribe) return; // moved within one task: all is still in place
    registerArabicFont();
    restoreLanguageOnPage(); // as the React elements do on load
    this.#unsubscribe = onLanguageChange(() => this.#update());
    this.#stopKeepingClear = this.#view.keepClear();
    this.#update();
    // Asked to open while away from the page (open() on a detached element): the load goes on now.
    if (this.#openedAt !== undefined) this.#load();
    else if (this.getAttribute('preload') === 'idle') whenIdle(() => this.isConnected && this.#load());
  }

  disconnectedCallback(): void {
    this.#leaving = true;
    // A microtask, as for the React elements (r2wc-lifecycle): a move within one task keeps the chat.
    queueMicrotask(() => {
      if (!this.#leaving || this.isConnected) return;
      this.#leaving = false;
      this.#unsubscribe?.();
      this.#unsubscribe = undefined;
      this.#stopKeepingClear?.();
      this.#stopKeepingClear = undefined;
      this.#chat?.unmount();
      this.#chat = undefined;
      this.#openedAt = undefined;
      this.#view.clearPanel();
      this.#view.setOpen(false);
    });
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (!this.#unsubscribe || old === value) return; // connectedCallback renders the first time
    // A host that changes lang later asks for a switch; once the chat is there, it does that itself.
    if (name === 'lang' && !this.#chat && isLanguage(value)) setLanguage(value);
    this.#update();
  }

  #update(): void {
    const pageLanguage = readPageConfig().language;
    const language = getLanguage(this.getAttribute('lang') ?? (typeof pageLanguage === 'string' ? pageLanguage : null));
    const position = this.getAttribute('position');
    const rtl = directionOf(language) === 'rtl';
    this.#view.show(language, position === 'left' || position === 'right' ? position : rtl ? 'left' : 'right');
    this.#chat?.render(this.#attributes());
  }

  #attributes(): ChatAttributes {
    const props: Record<string, string | undefined> = {};
    for (const prop of PROPS) props[prop] = this.getAttribute(attributeOf(prop)) ?? undefined;
    return props;
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
        this.#chat = mountChat(this, this.#view, this.#attributes());
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

// The element's properties reflect its attributes, as the React elements' do (`lang` is HTMLElement's own).
for (const prop of PROPS.filter((name) => name !== 'lang')) {
  Object.defineProperty(LauncherElement.prototype, prop, {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      return this.getAttribute(attributeOf(prop)) ?? undefined;
    },
    set(this: HTMLElement, value: unknown) {
      if (value === null || value === undefined) this.removeAttribute(attributeOf(prop));
      else this.setAttribute(attributeOf(prop), String(value));
    },
  });
}

function whenIdle(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
