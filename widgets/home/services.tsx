import { useLanguage } from '@shell/react/use-language';
import { FEATURE_ICONS } from './feature-icons';
import { HomeSection } from './home-section';
import { IMAGES } from './images';
import { MediaCard } from './media-card';
import { Particles } from './particles';

/** The six services of spec §1, in its order. */
export const SERVICES = ['entertainment', 'corporate', 'protocol', 'consultation', 'crowd', 'health'] as const;

/** Six service cards (icon, title, description, illustration) over 15 particles. */
export function Services() {
  const { t } = useLanguage();
  return (
    <HomeSection id="services" part="services" behind={<Particles count={15} />}>
      <ul className="media-grid">
        {SERVICES.map((service) => (
          <MediaCard
            key={service}
            part="service"
            data-service={service}
            slot={`services.${service}`}
            image={IMAGES.services[service]}
            alt=""
          >
            <span className="card__icon">{FEATURE_ICONS[service]}</span>
            <h3 className="card__title">{t(`home.services.${service}.title`)}</h3>
            <p className="card__text">{t(`home.services.${service}.text`)}</p>
          </MediaCard>
        ))}
      </ul>
    </HomeSection>
  );
}
