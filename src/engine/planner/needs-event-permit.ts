import type { EventGeneratorForm } from '../../contracts/event-generator';

/**
 * Whether the event likely needs a GEA event permit. R39: private events not open to the public
 * are excluded, so weddings and birthdays are exempt; cultural events are public by nature;
 * corporate events count when they stage entertainment or reach public scale (500+, [EST]);
 * "other" events from 200 guests [EST], since we cannot tell whether they are public.
 *
 * @example
 * needsEventPermit({ eventType: 'cultural', guestCount: 80, servicePackages: [] }); // true
 * needsEventPermit({ eventType: 'wedding', guestCount: 900, servicePackages: [] }); // false
 */
export function needsEventPermit(
  form: Pick<EventGeneratorForm, 'eventType' | 'guestCount' | 'servicePackages'>,
): boolean {
  switch (form.eventType) {
    case 'cultural':
      return true;
    case 'corporate':
      return form.guestCount >= 500 || form.servicePackages.includes('entertainment');
    case 'other':
      return form.guestCount >= 200;
    default:
      return false;
  }
}

/** R39: preliminary approval at least 60 days ahead. */
export const EVENT_PERMIT_LEAD_DAYS = 60;
