import r2wc from '@r2wc/react-to-web-component';
import { type ReactNode, useMemo } from 'react';
import { adoptStyles } from './adopt-styles';
import { COMMON_MESSAGES } from './common-messages';
import { resolveConfig, type WidgetConfig } from './config';
import { CONFIG_PROPS, type ConfigProps, type PrivacyProps } from './config-props';
import type { Messages, WidgetMessages } from './create-i18n';
import { defineOnce, type VersionedConstructor } from './define-once';
import { ErrorBoundary } from './error-boundary';
import { adoptDeclarativeShadowRoot, keepFirstScreen } from './first-screen';
import { HostContext } from './host-context';
import hostReset from './host-reset.css?inline';
import { LanguageProvider } from './language-provider';
import { withHostFriendlyLifecycle } from './r2wc-lifecycle';
import { registerArabicFont } from './register-arabic-font';
import tokens from './tokens.css?inline';
import { VERSION } from './version';

type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetDefinition<Own extends object> {
  /** The custom element's name, `ev-<thing>`. */
  tag: `ev-${string}`;
  /** The widget's copy in both languages (keys by widget: `contact.form.name`). */
  messages: WidgetMessages<Messages>;
  /** The element's own props (camelCase → type) beyond the config ones every element takes. */
  props?: { [K in keyof Own]-?: PropType };
  /** CSS texts (`import css from './x.css?inline'`), adopted after the shared reset and tokens. */
  styles?: readonly string[];
  /** What the element shows, given the resolved config and its own props; returns elements, calls no hooks. */
  render: (config: WidgetConfig, props: Own) => ReactNode;
}

/** The constructor defineWidget registers, with the release marker two bundles compare. */
export type WidgetConstructor = VersionedConstructor;

/**
 * Registers `tag` as a custom element in an open shadow root that owns everything the widgets
 * share: the config attributes (CONFIG_PROPS) resolved against the page config, the language
 * provider with the widget's copy and the common one, the error boundary, the host element
 * (`useHost()`), the self-hosted Arabic font, and the reset and tokens adopted before the first
 * render with the widget's `styles` after them. Defining a tag that exists already is a no-op
 * (two bundles on a page). A moved element keeps its React tree, and a removed attribute clears
 * its prop (see r2wc-lifecycle).
 * @example defineWidget({ tag: 'ev-contact', messages: { en, ar }, styles: [css], render: (config) => createElement(ContactSection, { config }) })
 */
export function defineWidget<Own extends object = Record<never, never>>(
  definition: WidgetDefinition<Own>,
): WidgetConstructor {
  const { tag, render } = definition;
  return defineOnce(tag, () => {
    registerArabicFont();
    const messages = withCommonMessages(definition.messages);
    const propTypes = { ...CONFIG_PROPS, ...definition.props } as Record<string, PropType>;
    // r2wc renders this with the attributes as props; the definition's parts go along with them.
    // biome-ignore lint/correctness/noComponentHookFactories: made once per element definition, never during a render.
    const Root = (props: ConfigProps & Own & { container?: ShadowRoot }) => (
      <WidgetRoot<Own> {...props} messages={messages} render={render} />
    );
    const Base = withHostFriendlyLifecycle(
      r2wc(Root, { shadow: 'open', props: propTypes as never }) as never,
      propTypes,
    ) as unknown as typeof HTMLElement;
    const styles = definition.styles ?? [];

    return class Widget extends Base {
      static readonly evVersion = VERSION;
      constructor() {
        super();
        if (!this.shadowRoot) return;
        adoptStyles(this.shadowRoot, [hostReset, tokens, ...styles]);
        keepFirstScreen(this, this.shadowRoot);
      }

      override attachShadow(init: ShadowRootInit): ShadowRoot {
        return adoptDeclarativeShadowRoot(this, init, (options) => super.attachShadow(options));
      }
    };
  });
}

export interface RootProps<Own extends object> extends ConfigProps, PrivacyProps {
  container?: ShadowRoot;
  messages: WidgetMessages<Messages>;
  render: WidgetDefinition<Own>['render'];
}

/** What every element renders around its content: config, host, error boundary and language (see defineWidget). */
export function WidgetRoot<Own extends object>({ container, messages, render, ...props }: RootProps<Own>) {
  const { apiUrl, anonKey, lang, phone, whatsapp, privacyUrl, ...own } = props;
  const config = useMemo(
    () => resolveConfig({ apiUrl, anonKey, phone, whatsapp, privacyUrl, language: lang }),
    [apiUrl, anonKey, phone, whatsapp, privacyUrl, lang],
  );
  return (
    <HostContext.Provider value={(container?.host as HTMLElement | undefined) ?? null}>
      <ErrorBoundary>
        <LanguageProvider messages={messages} defaultLanguage={config.language}>
          {render(config, own as Own)}
        </LanguageProvider>
      </ErrorBoundary>
    </HostContext.Provider>
  );
}

/** The widget's copy with the copy every widget shares. */
export function withCommonMessages(messages: WidgetMessages<Messages>): WidgetMessages<Messages> {
  return { en: { ...COMMON_MESSAGES.en, ...messages.en }, ar: { ...COMMON_MESSAGES.ar, ...messages.ar } };
}
