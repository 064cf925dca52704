import { useCallback, useId, useMemo } from 'react';
import type { WidgetConfig } from '../../src/shell/config';
import { emit } from '../../src/shell/emit';
import { createFunctionsClient } from '../../src/shell/functions-client';
import { useHost } from '../../src/shell/host-context';
import { LanguageProvider } from '../../src/shell/language-provider';
import { privacyHref } from '../../src/shell/privacy-href';
import { useLanguage } from '../../src/shell/use-language';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { type LeadReceipt, useContactSubmit } from './use-contact-submit';

const MESSAGES = { en, ar };

export interface ContactSectionProps {
  /** Resolved configuration (see resolveConfig): where the functions live, phone, WhatsApp. */
  config: WidgetConfig;
  /** Used when the visitor has not chosen a language yet. */
  defaultLanguage?: string | null | undefined;
}

/**
 * The Contact block of the site (spec §2), self-contained with its own copy so `<ev-home>` can
 * render it too; must be rendered inside an element made by defineWidget (it emits from the host).
 */
export function ContactSection({ config, defaultLanguage }: ContactSectionProps) {
  return (
    <LanguageProvider messages={MESSAGES} defaultLanguage={defaultLanguage ?? config.language}>
      <ContactContent config={config} />
    </LanguageProvider>
  );
}

function ContactContent({ config }: { config: WidgetConfig }) {
  const { t, language, dir } = useLanguage();
  const host = useHost();
  const headingId = useId();
  const client = useMemo(
    () => createFunctionsClient({ apiUrl: config.apiUrl, anonKey: config.anonKey }),
    [config.apiUrl, config.anonKey],
  );
  const onLeadSubmitted = useCallback(
    ({ id, receivedAt }: LeadReceipt) => emit(host, 'ev-lead-submitted', { id, receivedAt, source: 'contact-form' }),
    [host],
  );
  const submission = useContactSubmit(client, onLeadSubmitted);

  return (
    <section id="contact" className="contact" part="section" lang={language} dir={dir} aria-labelledby={headingId}>
      <header className="contact__header">
        <h2 id={headingId} className="contact__heading" part="heading">
          {t('contact.heading')}
        </h2>
        <p className="contact__intro">{t('contact.intro')}</p>
      </header>
      <div className="contact__grid">
        <ContactInfo phone={config.phone} whatsapp={config.whatsapp} />
        <ContactForm submission={submission} privacyHref={privacyHref(config, language)} />
      </div>
    </section>
  );
}
