import entertainment from './images/service-entertainment.svg?no-inline';
import corporate from './images/service-corporate.svg?no-inline';
import protocol from './images/service-protocol.svg?no-inline';
import consultation from './images/service-consultation.svg?no-inline';
import crowd from './images/service-crowd.svg?no-inline';
import health from './images/service-health.svg?no-inline';
import team from './images/team.svg?no-inline';
import wedding from './images/portfolio-wedding.svg?no-inline';
import conference from './images/portfolio-conference.svg?no-inline';
import nationalDay from './images/portfolio-national-day.svg?no-inline';
import heritage from './images/portfolio-heritage.svg?no-inline';

/**
 * The illustrations below the fold, made in this project: files next to the bundle (never
 * inlined), loaded lazily. The hero background is drawn inline (hero-background.tsx).
 */
export const IMAGES = {
  team,
  services: { entertainment, corporate, protocol, consultation, crowd, health },
  portfolio: { wedding, conference, nationalDay, heritage },
};
