import { CHAT_LEAD_FIELDS, type LeadInfo } from '../../contracts';
import { monthName } from '../../saudi';
import { leadMailRows } from './lead-mail-rows';

/**
 * The details of a chat lead as the staff emails list them, one line each, exactly as Layla
 * confirmed them: the occasion as the visitor named it beside the planner's type, and a month
 * given without a day as that month ('June 2027', not 'Not given').
 *
 * @example
 * chatLeadDetails({ eventMonth: '2027-06' }).find(([label]) => label === 'Date'); // ['Date', 'June 2027 (no day yet)', 'eventMonth']
 */
export function chatLeadDetails(info: LeadInfo): [label: string, value: string, key: keyof LeadInfo][] {
  const date = info.eventDate
    ? info.eventDate
    : info.eventMonth
      ? `${monthName(Number(info.eventMonth.slice(5, 7)), 'en')} ${info.eventMonth.slice(0, 4)} (no day yet)`
      : undefined;
  // The lead's own fields under their labels (lead-fields.ts), the chat's details placed among them.
  return leadMailRows(info, CHAT_LEAD_FIELDS, [
    { label: 'Occasion', order: 35, key: 'occasion', value: info.occasion?.replaceAll('-', ' ') },
    { label: 'Date', order: 70, key: info.eventDate ? 'eventDate' : 'eventMonth', value: date },
    { label: 'Budget (SAR)', order: 80, key: 'budget', value: info.budget },
  ]);
}
