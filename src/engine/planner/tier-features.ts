import type { EventGeneratorForm, PremiumLevel } from '../../contracts/event-generator';
import { SERVICE_PACKAGES } from '../../contracts/constants';
import type { EventKind } from './event-kind';
import { includedExtras } from './included-extras';
import { VENUE_CLASSES } from './market-data/venue-classes';
import type { CostLine } from './price-request';
import { CATERING_TIER_NAMES, EXTRA_NAMES, MENU_NAMES, TIER_NAMES } from './text/labels';
import { packageName } from './text/package-name';

/**
 * What a tier includes, one short line each, in the request language: the venue class priced, the
 * catering, each chosen package and the free extras.
 *
 * @example
 * tierFeatures('standard', form, priceRequest(form, 'standard', context), context.kind)[0]; // 'Wedding palace (qasr afrah)'
 */
export function tierFeatures(
  level: PremiumLevel,
  form: EventGeneratorForm,
  lines: readonly CostLine[],
  kind: EventKind,
  /** The lowest tier priced on the same venue for less: this tier books a higher grade of it. */
  gradeAbove?: PremiumLevel,
): string[] {
  const lang = form.language;
  const venueLine = lines.find((line) => line.category === 'venue');
  const grade = gradeAbove
    ? lang === 'ar'
      ? `، بدرجة أعلى مما في ${TIER_NAMES[gradeAbove].ar}`
      : `, a higher grade than ${TIER_NAMES[gradeAbove].en}'s`
    : '';
  const venue = venueLine ? [`${VENUE_CLASSES[venueLine.venue.venueClass].name[lang]}${grade}`] : [];
  const { menuType, tier } = form.cateringOptions;
  const catering =
    lang === 'ar'
      ? `${MENU_NAMES[menuType].ar}، ضيافة ${CATERING_TIER_NAMES[tier].ar}، حلال بالكامل`
      : `${capitalize(MENU_NAMES[menuType].en)}, ${CATERING_TIER_NAMES[tier].en} catering, fully halal`;
  const chosen = new Set(form.servicePackages);
  const packages = SERVICE_PACKAGES.filter((pack) => chosen.has(pack)).map((pack) => packageName(pack, kind, lang));
  const extras = includedExtras(level, kind, form.guestCount).map(
    (key) => `${EXTRA_NAMES[key][lang]} ${lang === 'ar' ? '(مجانًا)' : '(included)'}`,
  );
  return [...venue, catering, ...packages, ...extras];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
