import { useLanguage } from '@shell/react/use-language';
import { ArrowIcon, ChevronDownIcon } from './icons';
import { HeroBackground } from './hero-background';
import { Logo } from './logo';
import { Particles } from './particles';
import type { SectionId } from './section-ids';

/** The opening screen: background, 20 particles, logo, title, description, the call to action and a scroll cue. */
export function Hero({ onNavigate }: { onNavigate: (id: SectionId) => void }) {
  const { t } = useLanguage();
  return (
    <section id="hero" className="hero" part="hero" aria-labelledby="hero-title">
      <HeroBackground />
      <Particles count={20} />
      <div className="hero__content">
        <Logo size={88} className="hero__logo" />
        <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title" part="hero-title">
          {t('home.hero.title')}
        </h1>
        <p className="hero__description">{t('home.hero.description')}</p>
        <button type="button" className="button button--accent" part="hero-cta" onClick={() => onNavigate('contact')}>
          <span>{t('home.hero.cta')}</span>
          <ArrowIcon />
        </button>
      </div>
      <button
        type="button"
        className="scroll-cue"
        part="scroll-cue"
        aria-label={t('home.hero.scroll')}
        onClick={() => onNavigate('about')}
      >
        <ChevronDownIcon />
      </button>
    </section>
  );
}
