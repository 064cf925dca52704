import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_ANON_KEY, DEFAULT_API_URL, type WidgetConfig } from './config';
import { createI18n } from './create-i18n';
import { HostContext } from './host-context';
import { LANGUAGES } from '../contracts/constants';
import type { Language } from './language';
import { LanguageContext, languageState } from './language-context';
import { StyleCollector } from './style-collector';
import type { WidgetDefinition } from './widget-root';
import { withCommonMessages } from './widget-root';
import { DEFAULT_PHONE, DEFAULT_WHATSAPP } from '../saudi/company-facts';

/** An element's first view in both languages and the stylesheets its components carry (useStyles). */
export interface FirstViews {
  html: Record<Language, string>;
  styles: string[];
}

/**
 * The config a first view is drawn with: the defaults. An element whose page sets what the view
 * shows (its phone, its WhatsApp) does not use it (see defineFirstViewWidget's `shows`).
 */
const BUILD_CONFIG: WidgetConfig = {
  apiUrl: DEFAULT_API_URL,
  anonKey: DEFAULT_ANON_KEY,
  phone: DEFAULT_PHONE,
  whatsapp: DEFAULT_WHATSAPP,
  privacyUrl: undefined,
  hostContact: {},
};

// Nothing is emitted or adopted while rendering to markup: effects and handlers never run.
const BUILD_HOST = {} as HTMLElement;

/**
 * Renders an element's own components to markup at build time, in each language, as its
 * `definition` draws them: the view `<ev-contact>` or `<ev-generator>` shows before React has
 * loaded (defineFirstViewWidget), so the two cannot drift apart.
 * @example renderFirstViews({ messages: { en, ar }, render: (config) => <ContactSection config={config} /> })
 */
export function renderFirstViews(definition: Pick<WidgetDefinition<object>, 'messages' | 'render'>): FirstViews {
  const messages = withCommonMessages(definition.messages);
  const styles: string[] = [];
  const collect = (css: string) => {
    if (!styles.includes(css)) styles.push(css);
  };
  const render = (language: Language) => {
    const state = languageState(createI18n(messages, language), language, () => {});
    const markup = renderToStaticMarkup(
      <StyleCollector.Provider value={collect}>
        <HostContext.Provider value={BUILD_HOST}>
          <LanguageContext.Provider value={state}>{definition.render(BUILD_CONFIG, {})}</LanguageContext.Provider>
        </HostContext.Provider>
      </StyleCollector.Provider>,
    );
    if (/\sstyle="/.test(markup)) throw new Error('a first view has a style attribute, which a strict CSP refuses');
    return markup;
  };
  const html = Object.fromEntries(LANGUAGES.map((language) => [language, render(language)])) as Record<
    Language,
    string
  >;
  return { html, styles };
}
