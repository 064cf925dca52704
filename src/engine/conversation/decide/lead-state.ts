import { type LeadInfo, leadInfoSchema } from '../../../contracts/natural-conversation';
import { SLOT_ORDER, type Slot } from '../types';

/**
 * The first detail still unknown, in Layla's order, or null when she knows them all. A phone
 * number or an email both answer `contact`; a month answers the date.
 *
 * @example
 * nextMissing({ eventType: 'wedding' }); // 'guestCount'
 */
export function nextMissing(lead: LeadInfo): Slot | null {
  return SLOT_ORDER.find((slot) => !hasSlot(lead, slot)) ?? null;
}

/** Name, event type and a way to reach the visitor: enough for the team to call (a lead). */
export function isLeadComplete(lead: LeadInfo): boolean {
  return hasSlot(lead, 'name') && hasSlot(lead, 'eventType') && hasSlot(lead, 'contact');
}

/** Whether the lead holds the detail a slot asks for. */
export function hasSlot(lead: LeadInfo, slot: Slot): boolean {
  if (slot === 'contact') return Boolean(lead.phone || lead.email);
  if (slot === 'eventDate') return Boolean(lead.eventDate || lead.eventMonth);
  return lead[slot] !== undefined;
}

/**
 * The lead after a message's details: each given value replaces the known one (the last value
 * wins), a month replaces a date and a date a month, and an occasion of another kind than the
 * one now given is dropped ('it's now a company dinner' after a wedding).
 *
 * @example
 * applyDetails({ eventDate: '2027-06-15' }, { eventMonth: '2027-07' }); // { eventMonth: '2027-07' }
 */
export function applyDetails(known: LeadInfo, details: LeadInfo): LeadInfo {
  const lead = mergeLeads(known, details);
  if (details.eventMonth && !details.eventDate) delete lead.eventDate;
  if (details.eventDate) delete lead.eventMonth;
  if (details.eventType && !details.occasion && known.occasion && details.eventType !== known.eventType) {
    delete lead.occasion;
  }
  return lead;
}

/** The details whose value a message changed or added, in the contract's order. */
export function changedDetails(before: LeadInfo, after: LeadInfo): (keyof LeadInfo)[] {
  return FIELDS.map(([key]) => key as keyof LeadInfo).filter((key) => before[key] !== after[key]);
}

// Read once: every turn sanitises three or four leads.
const FIELDS = Object.entries(leadInfoSchema.shape);

/**
 * Only the fields the contract accepts, each checked on its own, so one bad value from a widget
 * (or a bug here) drops that field instead of failing the whole reply.
 *
 * @example
 * sanitizeLead({ name: 'Sara', location: 'Paris' } as never); // { name: 'Sara' }
 */
export function sanitizeLead(lead: unknown): LeadInfo {
  if (typeof lead !== 'object' || lead === null) return {};
  const clean: Record<string, unknown> = {};
  for (const [key, schema] of FIELDS) {
    const value = (lead as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success && parsed.data !== undefined) clean[key] = parsed.data;
  }
  return clean as LeadInfo;
}

/**
 * Leads already sanitised, each over the ones before it, in the contract's field order as
 * sanitizeLead gives it: what sanitizeLead({ ...a, ...b }) returns, without checking every field
 * again.
 *
 * @example
 * mergeLeads({ name: 'Sara', guestCount: 100 }, { guestCount: 250 }); // { name: 'Sara', guestCount: 250 }
 */
export function mergeLeads(...leads: LeadInfo[]): LeadInfo {
  const merged: Record<string, unknown> = {};
  for (const [key] of FIELDS) {
    for (const lead of leads) {
      const value = lead[key as keyof LeadInfo];
      if (value !== undefined) merged[key] = value;
    }
  }
  return merged as LeadInfo;
}
