/**
 * Types for pages and apps that use the elements: the tags in HTMLElementTagNameMap (so
 * `document.querySelector('ev-contact')` is typed), in React's JSX (React 19), and typed
 * `ev-*` events. dist-spec/custom-elements.json describes the same surface.
 */
import type * as React from 'react';
import type { EvEventDetails, EvLanguage } from './events';

export type * from './events';

/** Properties every element has (each reflects its kebab-case attribute; `lang` is HTMLElement's own). */
export interface EvWidgetProperties {
  apiUrl: string | undefined;
  anonKey: string | undefined;
  phone: string | undefined;
  whatsapp: string | undefined;
}
/** Elements that collect a visitor's contact details link a privacy notice next to them. */
export interface EvPrivacyProperties {
  privacyUrl: string | undefined;
}
export interface EvContactElement extends HTMLElement, EvWidgetProperties, EvPrivacyProperties {}
export interface EvHomeElement extends HTMLElement, EvWidgetProperties, EvPrivacyProperties {
  generatorUrl: string | undefined;
  /** Present (any value) when the home view is the page: fixed header, and `<html lang dir>` follows the language. */
  page: string | undefined;
}
export interface EvChatLaylaElement extends HTMLElement, EvWidgetProperties, EvPrivacyProperties {
  position: string | undefined;
  /** `'idle'` loads the chat when the browser is idle after load; by default it loads on the visitor's intent. */
  preload: string | undefined;
  /** Opens the chat panel, loading the chat first if it is not there yet. */
  open(): void;
}
export interface EvGeneratorElement extends HTMLElement, EvWidgetProperties, EvPrivacyProperties {
  /** Where "Back to home" leads when no `<ev-home>` is on the page; without it there is no back control. */
  homeUrl: string | undefined;
}

/** A registered element class; `evVersion` is the release of the bundle that defined it. */
export interface EvElementConstructor<E extends HTMLElement> {
  new (): E;
  prototype: E;
  readonly evVersion: string;
}

/** The attributes each element reads, as written in HTML. */
export interface EvWidgetAttributes {
  'api-url'?: string;
  'anon-key'?: string;
  lang?: EvLanguage;
  phone?: string;
  whatsapp?: string;
}
export interface EvContactAttributes extends EvWidgetAttributes {
  'privacy-url'?: string;
}
export interface EvHomeAttributes extends EvWidgetAttributes {
  'generator-url'?: string;
  page?: boolean | '';
  'privacy-url'?: string;
}
export interface EvChatLaylaAttributes extends EvWidgetAttributes {
  position?: 'left' | 'right';
  preload?: 'idle';
  'privacy-url'?: string;
}
export interface EvGeneratorAttributes extends EvWidgetAttributes {
  'home-url'?: string;
  'privacy-url'?: string;
}

/** The events each element dispatches (bus events go to document and bubble from it too). */
export type EvContactEvents = Pick<EvEventDetails, 'ev-language-change' | 'ev-lead-submitted'>;
export type EvHomeEvents = Pick<EvEventDetails, 'ev-language-change' | 'ev-lead-submitted' | 'ev-view-change'>;
export type EvChatLaylaEvents = Pick<EvEventDetails, 'ev-chat-close' | 'ev-chat-open' | 'ev-language-change' | 'ev-lead-captured'>;
export type EvGeneratorEvents = Pick<EvEventDetails, 'ev-analysis-ready' | 'ev-language-change' | 'ev-lead-submitted' | 'ev-view-change'>;

/** React 19 passes `on<event-name>` props on custom elements to addEventListener. */
export type EvEventProps<Events> = {
  [K in keyof Events & string as `on${K}`]?: (event: CustomEvent<Events[K]>) => void;
};
type EvJsx<E extends HTMLElement, Attributes, Events> = Omit<React.HTMLAttributes<E>, 'lang'> &
  React.RefAttributes<E> &
  Attributes &
  EvEventProps<Events> & { class?: string };

type EvEventMap = { [K in keyof EvEventDetails]: CustomEvent<EvEventDetails[K]> };

declare global {
  interface HTMLElementTagNameMap {
    'ev-contact': EvContactElement;
    'ev-home': EvHomeElement;
    'ev-chat-layla': EvChatLaylaElement;
    'ev-generator': EvGeneratorElement;
  }
  interface HTMLElementEventMap extends EvEventMap {}
  interface DocumentEventMap extends EvEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ev-contact': EvJsx<EvContactElement, EvContactAttributes, EvContactEvents>;
      'ev-home': EvJsx<EvHomeElement, EvHomeAttributes, EvHomeEvents>;
      'ev-chat-layla': EvJsx<EvChatLaylaElement, EvChatLaylaAttributes, EvChatLaylaEvents>;
      'ev-generator': EvJsx<EvGeneratorElement, EvGeneratorAttributes, EvGeneratorEvents>;

    }
  }
}

/** dist/ev-widgets.js registers all four elements and exposes the bus. */
export declare const EvContact: EvElementConstructor<EvContactElement>;
export declare function getLanguage(fallback?: string | null): EvLanguage;
export declare function setLanguage(language: EvLanguage): void;
export declare function onLanguageChange(listener: (language: EvLanguage) => void): () => void;
export declare function getView(): 'home' | 'generator';
export declare function setView(view: 'home' | 'generator'): void;
export declare function onViewChange(listener: (view: 'home' | 'generator') => void): () => void;
