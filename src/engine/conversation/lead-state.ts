import { type LeadInfo, leadInfoSchema } from '../../contracts/natural-conversation';
import { SLOT_ORDER, type Slot } from './types';

/**
 * The first detail still unknown, in Layla's fixed order, or null when she knows them all.
 * A phone number or an email both answer `contact`.
 *
 * @example
 * nextMissing({ eventType: 'wedding' }); // 'name'
 */
export function nextMissing(lead: LeadInfo): Slot | null {
  return SLOT_ORDER.find((slot) => !has(lead, slot)) ?? null;
}

/** Name, event type and a way to reach the visitor: enough for the team to call (a lead). */
export function isLeadComplete(lead: LeadInfo): boolean {
  return has(lead, 'name') && has(lead, 'eventType') && has(lead, 'contact');
}

function has(lead: LeadInfo, slot: Slot): boolean {
  return slot === 'contact' ? Boolean(lead.phone || lead.email) : lead[slot] !== undefined;
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
