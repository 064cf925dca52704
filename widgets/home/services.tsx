import { SectionHeader } from '../../src/shell/ui/section-header';
import { useLanguage } from '../../src/shell/use-language';
import { FEATURE_ICONS } from './feature-icons';
import { IMAGES } from './images';
import { Particles } from './particles';
import { useFadeIn } from './use-fade-in';

/** The six services of spec §1, in its order. */
export const SERVICES = ['entertainment', 'corporate', 'protocol', 'consultation', 'crowd', 'health'] as const;

/** Six service cards (icon, title, description, illustration) over 15 particles. */
export function Services() {
  const { t } = useLanguage();
  const fade = useFadeIn<HTMLElement>();
  return (
    <section id="services" className="section services" part="services" aria-labelledby="services-title" {...fade}>
      <Particles count={15} />
      <div className="section__inner">
        <SectionHeader id="services-title" title={t('home.services.heading')} intro={t('home.services.intro')} />
        <ul className="services__grid">
          {SERVICES.map((service) => (
            <li key={service} className="service" part="service" data-service={service}>
              <img
                className="service__image"
                src={IMAGES.services[service]}
                alt=""
                width={480}
                height={270}
                loading="lazy"
                decoding="async"
              />
              <div className="service__body">
                <span className="card__icon">{FEATURE_ICONS[service]}</span>
                <h3 className="card__title">{t(`home.services.${service}.title`)}</h3>
                <p className="card__text">{t(`home.services.${service}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
