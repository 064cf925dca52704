import { type ReactNode, useMemo } from 'react';
import { COMMON_MESSAGES } from './common-messages';
import { resolveConfig, type WidgetConfig } from './config';
import type { ConfigProps, PrivacyProps } from '../base/config-props';
import type { Messages, WidgetMessages } from './create-i18n';
import type { Language } from '../base/language';
import { ErrorBoundary } from './error-boundary';
import { HostContext } from './host-context';
import { LanguageProvider } from './language-provider';

/** An element's React view: its copy and what it renders (reactView, viewAfterFirstView). */
export interface ViewDefinition<Own extends object> {
  /** The widget's copy in both languages (keys by widget: `contact.form.name`). */
  messages: WidgetMessages<Messages>;
  /** What the element shows, given the resolved config and its own props; returns elements, calls no hooks. */
  render: (config: WidgetConfig, props: Own) => ReactNode;
}

export interface RootProps<Own extends object> extends ConfigProps, PrivacyProps {
  host: HTMLElement;
  language: Language;
  messages: WidgetMessages<Messages>;
  render: ViewDefinition<Own>['render'];
}

/** What every element's view renders around its content: config, host, error boundary and language (see reactView). */
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

/** The view's copy with the copy every view shares. */
export function withCommonMessages(messages: WidgetMessages<Messages>): WidgetMessages<Messages> {
  return { en: { ...COMMON_MESSAGES.en, ...messages.en }, ar: { ...COMMON_MESSAGES.ar, ...messages.ar } };
}
