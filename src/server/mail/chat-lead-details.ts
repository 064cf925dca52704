import type { LeadInfo } from '../../contracts';
import { monthName } from '../../saudi';

/**
 * The details of a chat lead as the staff emails list them, one line each, exactly as Layla
 * confirmed them: the occasion as the visitor named it beside the planner's type, and a month
 * given without a day as that month ('June 2027', not 'Not given').
 *
 * @example
 * chatLeadDetails({ eventMonth: '2027-06' }).find(([label]) => label === 'Date'); // ['Date', 'June 2027 (no day yet)', 'eventMonth']
 */
export function chatLeadDetails(info: LeadInfo): [label: string, value: string, key: keyof LeadInfo][] {
  const given = (value: string | number | undefined) => (value === undefined ? 'Not given' : String(value));
  const date = info.eventDate
    ? info.eventDate
    : info.eventMonth
      ? `${monthName(Number(info.eventMonth.slice(5, 7)), 'en')} ${info.eventMonth.slice(0, 4)} (no day yet)`
      : undefined;
  return [
    ['Name', given(info.name), 'name'],
    ['Email', given(info.email), 'email'],
    ['Phone', given(info.phone), 'phone'],
    ['Occasion', given(info.occasion?.replaceAll('-', ' ')), 'occasion'],
    ['Event type', given(info.eventType), 'eventType'],
    ['Guests', given(info.guestCount), 'guestCount'],
    ['City', given(info.location), 'location'],
    ['Date', given(date), info.eventDate ? 'eventDate' : 'eventMonth'],
    ['Budget (SAR)', given(info.budget), 'budget'],
  ];
}
