import { useCallback, useId, useMemo } from 'react';
import type { WidgetConfig } from '@shell/react/config';
import { emit } from '@shell/base/emit';
import { createFunctionsClient } from '@shell/functions/functions-client';
import { useHost } from '@shell/react/host-context';
import { privacyHref } from '@shell/ui/privacy-href';
import { SectionHeader } from '@shell/ui/section-header';
import { useLanguage } from '@shell/react/use-language';
import { useStyles } from '@shell/react/use-styles';
import { ContactForm } from './contact-form';
import css from './contact.css?inline';
import { ContactInfo } from './contact-info';
import { type LeadReceipt, useContactSubmit } from './use-contact-submit';

/**
 * The Contact block of the site (spec §2), carrying its own stylesheet so `<ev-home>` can render
 * it too (its copy is `contact.*`, which home's copy includes); renders inside an element made by
 * defineElement (it emits from the host).
 */
export function ContactSection({ config }: { config: WidgetConfig }) {
  useStyles(css);
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
      <SectionHeader id={headingId} title={t('contact.heading')} intro={t('contact.intro')} />
      <div className="contact__grid">
        <ContactInfo phone={config.phone} whatsapp={config.whatsapp} />
        <ContactForm
          submission={submission}
          privacyHref={privacyHref(config, language)}
          phone={config.phone}
          whatsapp={config.whatsapp}
        />
      </div>
    </section>
  );
}
