import entertainment from './images/service-entertainment.svg?no-inline';
import entertainmentDark from './images/service-entertainment-dark.svg?no-inline';
import corporate from './images/service-corporate.svg?no-inline';
import corporateDark from './images/service-corporate-dark.svg?no-inline';
import protocol from './images/service-protocol.svg?no-inline';
import protocolDark from './images/service-protocol-dark.svg?no-inline';
import consultation from './images/service-consultation.svg?no-inline';
import consultationDark from './images/service-consultation-dark.svg?no-inline';
import crowd from './images/service-crowd.svg?no-inline';
import crowdDark from './images/service-crowd-dark.svg?no-inline';
import health from './images/service-health.svg?no-inline';
import healthDark from './images/service-health-dark.svg?no-inline';
import team from './images/team.svg?no-inline';
import teamDark from './images/team-dark.svg?no-inline';
import wedding from './images/portfolio-wedding.svg?no-inline';
import weddingDark from './images/portfolio-wedding-dark.svg?no-inline';
import conference from './images/portfolio-conference.svg?no-inline';
import conferenceDark from './images/portfolio-conference-dark.svg?no-inline';
import nationalDay from './images/portfolio-national-day.svg?no-inline';
import nationalDayDark from './images/portfolio-national-day-dark.svg?no-inline';
import heritage from './images/portfolio-heritage.svg?no-inline';
import heritageDark from './images/portfolio-heritage-dark.svg?no-inline';

/**
 * One of the home's scenes, drawn for this company (docs/imagery.md): its day file, its night
 * variant (scripts/art-variants.ts) and whether it turns round in Arabic, where its movement
 * (a queue walking to its gate) follows the reading direction. Scenes with an emblem (the Red
 * Crescent) or none keep their drawing.
 */
export interface Art {
  light: string;
  dark: string;
  mirror?: boolean;
}

/**
 * The scenes below the fold: files next to the bundle (never inlined), loaded lazily, by the
 * slot a page may fill with its own photograph instead (section-image.tsx). The hero background
 * is drawn inline (hero-background.tsx).
 */
export const IMAGES = {
  about: { light: team, dark: teamDark },
  services: {
    entertainment: { light: entertainment, dark: entertainmentDark },
    corporate: { light: corporate, dark: corporateDark },
    protocol: { light: protocol, dark: protocolDark },
    consultation: { light: consultation, dark: consultationDark },
    crowd: { light: crowd, dark: crowdDark, mirror: true },
    health: { light: health, dark: healthDark },
  },
  portfolio: {
    wedding: { light: wedding, dark: weddingDark },
    conference: { light: conference, dark: conferenceDark },
    nationalDay: { light: nationalDay, dark: nationalDayDark },
    heritage: { light: heritage, dark: heritageDark },
  },
} satisfies Record<string, Art | Record<string, Art>>;
