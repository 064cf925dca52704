import type { EventGeneratorForm, PremiumLevel } from '../../contracts/event-generator';
import { SERVICE_PACKAGES } from '../../contracts/event-generator';
import { INCLUDED_EXTRAS } from './market-data/premium-levels';
import { VENUE_CLASSES } from './market-data/venue-classes';
import { pricedVenueClass } from './priced-venue-class';
import type { PricingContext } from './pricing-context';
import { CATERING_TIER_NAMES, EXTRA_NAMES, MENU_NAMES, PACKAGE_NAMES } from './text/labels';

/**
 * What a tier includes, one short line each, in the request language: the venue class, the
 * catering, each chosen package and the free extras.
 *
 * @example
 * tierFeatures('standard', form, context)[0]; // 'Wedding palace (qasr afrah)'
 */
export function tierFeatures(level: PremiumLevel, form: EventGeneratorForm, context: PricingContext): string[] {
  const lang = form.language;
  const venue = VENUE_CLASSES[pricedVenueClass(form.eventType, level, context.city.city)].name[lang];
  const { menuType, tier } = form.cateringOptions;
  const catering =
    lang === 'ar'
      ? `${MENU_NAMES[menuType].ar}، ضيافة ${CATERING_TIER_NAMES[tier].ar}، حلال بالكامل`
      : `${capitalize(MENU_NAMES[menuType].en)}, ${CATERING_TIER_NAMES[tier].en} catering, fully halal`;
  const chosen = new Set(form.servicePackages);
  const packages = SERVICE_PACKAGES.filter((pack) => chosen.has(pack)).map((pack) => PACKAGE_NAMES[pack][lang]);
  const extras = Object.keys(INCLUDED_EXTRAS[level]).map(
    (key) => `${EXTRA_NAMES[key as keyof typeof EXTRA_NAMES][lang]} ${lang === 'ar' ? '(مجانًا)' : '(included)'}`,
  );
  return [venue, catering, ...packages, ...extras];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
