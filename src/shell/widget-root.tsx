import { type ReactNode, useMemo } from 'react';
import { COMMON_MESSAGES } from './common-messages';
import { resolveConfig, type WidgetConfig } from './config';
import type { ConfigProps, PrivacyProps } from './config-props';
import type { Messages, WidgetMessages } from './create-i18n';
import type { PropType } from './element-props';
import type { Language } from './language';
import { ErrorBoundary } from './error-boundary';
import { HostContext } from './host-context';
import { LanguageProvider } from './language-provider';

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

export interface RootProps<Own extends object> extends ConfigProps, PrivacyProps {
  host: HTMLElement;
  language: Language;
  messages: WidgetMessages<Messages>;
  render: WidgetDefinition<Own>['render'];
}

/** What every element renders around its content: config, host, error boundary and language (see defineWidget). */
export function WidgetRoot<Own extends object>({ host, language, messages, render, ...props }: RootProps<Own>) {
  const { apiUrl, anonKey, lang, phone, whatsapp, privacyUrl, ...own } = props;
  const config = useMemo(
    () => resolveConfig({ apiUrl, anonKey, phone, whatsapp, privacyUrl, language: lang }),
    [apiUrl, anonKey, phone, whatsapp, privacyUrl, lang],
  );
  return (
    <HostContext.Provider value={host}>
      <ErrorBoundary>
        <LanguageProvider messages={messages} language={language}>
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
