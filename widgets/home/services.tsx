import { FeatureCardBody } from './feature-card-body';
import { HomeSection } from './home-section';
import { IMAGES } from './images';
import { MediaCard } from './media-card';
import { Particles } from './particles';

/** The six services of spec §1, in its order. */
export const SERVICES = ['entertainment', 'corporate', 'protocol', 'consultation', 'crowd', 'health'] as const;

/** Six service cards (icon, title, description, illustration) over 15 particles. */
export function Services() {
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
            <FeatureCardBody section="services" name={service} />
          </MediaCard>
        ))}
      </ul>
    </HomeSection>
  );
}
