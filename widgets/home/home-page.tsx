import { startTransition, useCallback, useEffect, useState } from 'react';
import type { WidgetConfig } from '../../src/shell/config';
import { useHost } from '../../src/shell/host-context';
import { LanguageProvider } from '../../src/shell/language-provider';
import { useLanguage } from '../../src/shell/use-language';
import { ContactSection } from '../contact/contact-section';
import { About } from './about';
import { Footer } from './footer';
import { Header } from './header';
import { Hero } from './hero';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { Process } from './process';
import { Promo } from './promo';
import { scrollToSection } from './scroll-to-section';
import type { SectionId } from './section-ids';
import { Services } from './services';
import { useFadeIn } from './use-fade-in';
import { useHomeView } from './use-home-view';

const MESSAGES = { en, ar };

export interface HomePageProps {
  config: WidgetConfig;
  /** Where the generator lives when no `<ev-generator>` is on this page. */
  generatorUrl?: string | undefined;
}

/** The whole Home view of spec §2, following the page language on the bus. */
export function HomePage({ config, generatorUrl }: HomePageProps) {
  return (
    <LanguageProvider messages={MESSAGES} defaultLanguage={config.language}>
      <HomeContent config={config} generatorUrl={generatorUrl} />
    </LanguageProvider>
  );
}

function HomeContent({ config, generatorUrl }: HomePageProps) {
  const { language, dir } = useLanguage();
  const host = useHost();
  useHomeView(host);
  const navigate = useCallback((id: SectionId) => scrollToSection(host.shadowRoot, id), [host]);
  // The first screen paints on its own; the sections below the fold follow in an interruptible
  // (time-sliced) render, so a slow phone shows the hero sooner and stays responsive.
  const [belowFold, setBelowFold] = useState(false);
  useEffect(() => startTransition(() => setBelowFold(true)), []);

  return (
    <div className="home" part="home" lang={language} dir={dir}>
      <Header onNavigate={navigate} />
      <main className="home__main">
        <Hero onNavigate={navigate} />
        {belowFold && <BelowFold config={config} generatorUrl={generatorUrl} />}
      </main>
      {belowFold && <Footer onNavigate={navigate} />}
    </div>
  );
}

function BelowFold({ config, generatorUrl }: HomePageProps) {
  const contactFade = useFadeIn<HTMLDivElement>();
  return (
    <>
      <About />
      <Services />
      <Process />
      <Promo generatorUrl={generatorUrl} />
      <div className="home__contact" {...contactFade}>
        <ContactSection config={config} />
      </div>
    </>
  );
}
