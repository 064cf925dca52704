import heroBackground from './images/hero-background.svg';
import entertainment from './images/service-entertainment.svg?no-inline';
import corporate from './images/service-corporate.svg?no-inline';
import protocol from './images/service-protocol.svg?no-inline';
import consultation from './images/service-consultation.svg?no-inline';
import crowd from './images/service-crowd.svg?no-inline';
import health from './images/service-health.svg?no-inline';
import team from './images/team.svg?no-inline';

/**
 * The illustrations, made in this project. The hero background is small and above the fold, so
 * it is inlined into the bundle; the rest are files next to the bundle, loaded lazily.
 */
export const IMAGES = {
  heroBackground,
  team,
  services: { entertainment, corporate, protocol, consultation, crowd, health },
};
