import { getLanguage, onLanguageChange, restoreLanguageOnPage, setLanguage } from './bus';
import { CONFIG_PROPS } from './config-props';
import { adoptStyles } from './adopt-styles';
import { attributeOf, type PropTypes, readProp } from './element-props';
import hostReset from './host-reset.css?inline';
import { isLanguage, type Language } from './language';
import { readPageConfig } from './page-config';
import { registerFonts } from './register-fonts';
import tokens from './tokens.css?inline';
import { VERSION } from './version';

/**
 * What every `ev-*` element is, whatever it draws: its attributes reflected as typed properties
 * (`props`, the config attributes every element takes included), an open shadow root (`openRoot`:
 * a first screen the page carries keeps the page's) with the reset, the tokens and its `styles`
 * adopted before anything renders, the self-hosted fonts, the release mark two bundles compare
 * (`evVersion`), the page language (`language`, followed through the bus), and a deferred unmount.
 *
 * Only defineElement (define-element.ts) extends it, in three steps: `mount()` when the element
 * first arrives on a page, `update()` when an attribute or the page language changed,
 * `unmount()` when it has left the page for good. An element moved within one task (a page
 * builder's remove-then-insert) keeps what it drew: the unmount waits for a microtask and does
 * not happen when the element is back by then.
 */
export abstract class EvElement extends HTMLElement {
  static readonly evVersion: string = VERSION;
  /** The attributes the element reads, as camelCase props with their types. */
  static readonly props: PropTypes = CONFIG_PROPS;
  /** CSS texts (`import css from './x.css?inline'`), adopted after the shared reset and tokens. */
  static readonly styles: readonly string[] = [];
  /** The element's open shadow root, attached in its constructor. */
  static openRoot(host: HTMLElement): ShadowRoot {
    return host.attachShadow({ mode: 'open' });
  }

  static get observedAttributes(): string[] {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the registered subclass, with its own props.
    return Object.keys(this.props).map(attributeOf);
  }

  declare readonly shadowRoot: ShadowRoot;
  #live = false;
  #leaving = false;
  #unsubscribe: (() => void) | undefined;

  constructor() {
    super();
    const type = this.constructor as typeof EvElement;
    adoptStyles(type.openRoot(this), [hostReset, tokens, ...type.styles]);
  }

  /** The element's props read from its attributes by their types; an absent attribute is undefined. */
  get props(): Record<string, unknown> {
    const types = (this.constructor as typeof EvElement).props;
    return Object.fromEntries(Object.entries(types).map(([prop, type]) => [prop, readProp(this, prop, type)]));
  }

  /**
   * The language the element speaks: the page's (the visitor's saved choice, or the switch made
   * on this page), else the element's `lang`, else the page config's, else the document's.
   */
  get language(): Language {
    const own = this.getAttribute('lang');
    // getLanguage skips a default that is not a language: the page config's may be anything.
    return getLanguage(isLanguage(own) ? own : (readPageConfig().language as string | undefined));
  }

  connectedCallback(): void {
    this.#leaving = false;
    if (this.#live) return; // moved within one task: everything is still in place
    this.#upgradeProperties();
    this.#live = true;
    registerFonts();
    restoreLanguageOnPage();
    this.#unsubscribe = onLanguageChange(() => this.update());
    this.mount();
  }

  disconnectedCallback(): void {
    this.#leaving = true;
    // A microtask, not a timer: a move within one task keeps the content, and tests that fake
    // timers still see a removed element unmount.
    queueMicrotask(() => {
      if (!this.#leaving || this.isConnected) return;
      this.#leaving = false;
      this.#live = false;
      this.#unsubscribe?.();
      this.#unsubscribe = undefined;
      this.unmount();
    });
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // Before the first mount there is nothing to update: mount() reads every attribute.
    if (!this.#live || old === value) return;
    // A host that changes lang later asks for a switch: the whole page follows, this element with it.
    if (name === 'lang' && isLanguage(value)) setLanguage(value);
    else this.update();
  }

  /** Draws the element the first time it is on a page (again after an unmount). */
  protected abstract mount(): void;
  /** Draws the element again: an attribute or the page language changed. */
  protected abstract update(): void;
  /** Takes down what mount() drew: the element left the page for good. */
  protected abstract unmount(): void;

  // A property a page set before this class was defined is an own property hiding the accessor:
  // it is passed through the accessor, so it reaches the attribute.
  #upgradeProperties(): void {
    for (const prop of Object.keys((this.constructor as typeof EvElement).props)) {
      if (!Object.hasOwn(this, prop)) continue;
      const value = (this as unknown as Record<string, unknown>)[prop];
      delete (this as unknown as Record<string, unknown>)[prop];
      (this as unknown as Record<string, unknown>)[prop] = value;
    }
  }
}
