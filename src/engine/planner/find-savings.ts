import type { EventAnalysis, EventGeneratorForm, ServicePackage } from '../../contracts/event-generator';
import { CATERING_TIERS } from '../../contracts/constants';
import { computeTiers } from './compute-tiers';
import { seasonOf } from '../../saudi/season-of';
import { dayNumber, isoFromDayNumber } from '../date-math';
import { eventDemand } from './analyse-market';
import { dateBound } from './date-bound';
import { dateContext } from './date-context';
import type { EventKind } from './event-kind';
import { priceRequest } from './price-request';
import { type PricingContext, pricingContext } from './pricing-context';
import { type SavingKind, savingText } from './text/saving-text';

type Saving = EventAnalysis['optimizationRecommendations']['savingsOpportunities'][number];
type Effort = Saving['effort'];

/**
 * Ways to pay less, each priced by re-running the whole pricing on the changed request and
 * comparing the requested tier's total (VAT included). Only changes a client of that kind would
 * take: no date moves for an occasion tied to its day (dateBound), no dropping what the kind of event
 * is not without (ESSENTIAL_PACKAGES). Only changes that save money are kept, largest saving first.
 *
 * @example
 * findSavings(form)[0]; // { title: 'Move to the low season', effort: 'high', savings: 41230, … }
 */
export function findSavings(form: EventGeneratorForm, context: PricingContext = pricingContext(form)): Saving[] {
  const quote = (changed: EventGeneratorForm) => computeTiers(changed)[changed.premiumLevel].total;
  const current = quote(form);
  const savings: Saving[] = [];
  for (const option of options(form, context)) {
    const saved = current - quote(option.form);
    if (saved <= 0) continue;
    savings.push({
      ...savingText(option.kind, form, option.form, saved, context.kind),
      effort: option.effort,
      savings: saved,
    });
  }
  return savings.sort((a, b) => b.savings - a.savings);
}

function options(
  form: EventGeneratorForm,
  context: PricingContext,
): { kind: SavingKind; effort: Effort; form: EventGeneratorForm }[] {
  const list: { kind: SavingKind; effort: Effort; form: EventGeneratorForm }[] = [];
  // A birthday, a graduation, an Eid or a national day is held on its day: no saving moves it.
  const movable = !dateBound(form, context);
  let summer = movable && context.season !== 'summer' ? summerDate(form) : undefined;
  // Only where summer really is the low season: not in the mountains' high season or Jeddah Season.
  if (summer && eventDemand(pricingContext({ ...form, eventDate: summer })) !== 'low') summer = undefined;
  if (summer) list.push({ kind: 'season', effort: 'high', form: { ...form, season: 'summer', eventDate: summer } });
  const weekday = movable ? weekdayDate(form) : undefined;
  if (weekday) list.push({ kind: 'weekday', effort: 'low', form: { ...form, eventDate: weekday } });
  const { menuType, tier } = form.cateringOptions;
  if (menuType !== 'traditional_saudi') {
    list.push({
      kind: 'menu',
      effort: 'very_low',
      form: { ...form, cateringOptions: { tier, menuType: 'traditional_saudi' } },
    });
  }
  const lowerTier = CATERING_TIERS[CATERING_TIERS.indexOf(tier) - 1];
  if (lowerTier)
    list.push({
      kind: 'cateringTier',
      effort: 'low',
      form: { ...form, cateringOptions: { menuType, tier: lowerTier } },
    });
  if (form.duration > 1) list.push({ kind: 'days', effort: 'medium', form: { ...form, duration: form.duration - 1 } });
  const costliest = priceRequest(form, form.premiumLevel, context)
    .filter((line) => line.category === 'service' && !ESSENTIAL_PACKAGES[context.kind].includes(line.key))
    .sort((a, b) => b.amount - a.amount)[0];
  if (costliest) {
    const servicePackages = form.servicePackages.filter((pack) => pack !== costliest.key);
    list.push({ kind: 'package', effort: 'low', form: { ...form, servicePackages } });
  }
  return list;
}

/**
 * What an event of each kind is not without, so no saving drops it [EST]: a wedding's kosha and a
 * party's decoration, a conference's AV, a cultural evening's performers and stage.
 */
export const ESSENTIAL_PACKAGES: Record<EventKind, readonly ServicePackage[]> = {
  wedding: ['decoration'],
  birthday: ['decoration'],
  celebration: ['decoration'],
  family: [],
  corporate: ['technology'],
  cultural: ['entertainment', 'technology'],
};

/**
 * The summer date nearest the event on the same weekday (whole weeks away), not before today:
 * the season follows the date, so moving to the low season means moving the date.
 */
function summerDate(form: EventGeneratorForm): string | undefined {
  const day = dayNumber(form.eventDate);
  const today = dayNumber(form.currentDate.slice(0, 10));
  for (let weeks = 1; weeks <= 53; weeks++) {
    for (const candidate of [day - 7 * weeks, day + 7 * weeks]) {
      const iso = isoFromDayNumber(candidate);
      if (candidate >= today && seasonOf(iso) === 'summer') return iso;
    }
  }
  return undefined;
}

/**
 * The same week's Tuesday for a Wednesday or Thursday night, when halls charge more (R5);
 * the following Sunday when that Tuesday has already passed.
 */
function weekdayDate(form: EventGeneratorForm): string | undefined {
  const context = dateContext(form.eventDate, '');
  if (!context.peakNight) return undefined;
  const day = dayNumber(form.eventDate);
  const tuesday = day - (context.weekday - 2);
  const today = dayNumber(form.currentDate.slice(0, 10));
  return isoFromDayNumber(tuesday >= today ? tuesday : day + (7 - context.weekday));
}
