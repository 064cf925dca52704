import { I18nextProvider } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGES } from '@contracts/constants';
import { DEFAULT_PHONE, DEFAULT_WHATSAPP } from '@saudi/company-facts';
import type { Language } from '../base/language';
import type { FirstViews } from '../first-view/prerendered-view';
import { DEFAULT_ANON_KEY, DEFAULT_API_URL, type WidgetConfig } from '../react/config';
import { createI18n } from '../react/create-i18n';
import { HostContext } from '../react/host-context';
import { StyleCollector } from '../react/style-collector';
import { type ViewDefinition, withCommonMessages } from '../react/widget-root';

export type { FirstViews };

/**
 * The config a first view is drawn with: the defaults. An element whose page sets what the view
 * shows (its phone, its WhatsApp) does not use it (see prerenderedView's `shows`).
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
 * Renders an element's own components to markup at build time, in each language, as its view
 * draws them: the first view `<ev-contact>` and `<ev-generator>` draw before React has loaded
 * (prerenderedView), and the first screen a page carries in `<ev-home>` (carriedFirstScreen), so
 * neither can drift from its view. `omit` takes out what is drawn by inline styles (decoration),
 * which a strict CSP refuses in markup; any other style attribute fails the build.
 * @example renderFirstViews({ messages: { en, ar }, render: (config) => <ContactSection config={config} /> })
 */
export function renderFirstViews(definition: ViewDefinition<object>, { omit }: { omit?: RegExp } = {}): FirstViews {
  const messages = withCommonMessages(definition.messages);
  const styles: string[] = [];
  const collect = (css: string) => {
    if (!styles.includes(css)) styles.push(css);
  };
  const render = (language: Language) => {
    const drawn = renderToStaticMarkup(
      <StyleCollector.Provider value={collect}>
        <HostContext.Provider value={BUILD_HOST}>
          <I18nextProvider i18n={createI18n(messages, language)}>{definition.render(BUILD_CONFIG, {})}</I18nextProvider>
        </HostContext.Provider>
      </StyleCollector.Provider>,
    );
    const markup = omit ? drawn.replace(omit, '') : drawn;
    if (/\sstyle="/.test(markup)) throw new Error('a first view has a style attribute, which a strict CSP refuses');
    return markup;
  };
  const html = Object.fromEntries(LANGUAGES.map((language) => [language, render(language)])) as Record<
    Language,
    string
  >;
  return { html, styles };
}
