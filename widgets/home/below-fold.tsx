import type { WidgetConfig } from '@shell/react/config';
import { useStyles } from '@shell/react/use-styles';
import { ContactSection } from '../contact/contact-section';
import { About } from './about';
import { Portfolio } from './portfolio';
import { Process } from './process';
import { Promo } from './promo';
import { Services } from './services';
import about from './styles/about.css?inline';
import mediaCard from './styles/media-card.css?inline';
import portfolio from './styles/portfolio.css?inline';
import process from './styles/process.css?inline';
import promo from './styles/promo.css?inline';
import services from './styles/services.css?inline';
import { useFadeIn } from './use-fade-in';

export { Footer } from './footer';

const STYLES = [about, mediaCard, services, portfolio, process, promo].join('\n');

export interface BelowFoldProps {
  config: WidgetConfig;
  generatorUrl?: string | undefined;
}

/**
 * The sections under the first screen, in page order: a chunk of their own with their styles,
 * fetched as soon as the first screen has rendered (home-page.tsx).
 */
export function BelowFold({ config, generatorUrl }: BelowFoldProps) {
  useStyles(STYLES);
  const contactFade = useFadeIn<HTMLDivElement>();
  return (
    <>
      <About />
      <Services />
      <Portfolio />
      <Process />
      <Promo generatorUrl={generatorUrl} />
      <div className="home__contact" {...contactFade}>
        <ContactSection config={config} />
      </div>
    </>
  );
}
