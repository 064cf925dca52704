import type { LeadInfo } from '../../../contracts/natural-conversation';
import { SLOT_ORDER, type Slot } from '../types';
import { hasSlot } from './lead-state';

/**
 * The one detail a reply asks for: the first detail an answer needs that is still missing (a
 * price needs the guest count), else the next missing in Layla's order; never one she has, and
 * not the one her last reply asked when this message left it unanswered (she asks another, or
 * nothing, and may come back to it later), nor one the visitor has left unanswered twice (she
 * does not end reply after reply with the same question).
 *
 * @example
 * chooseAsk({ eventType: 'wedding' }, { needs: ['guestCount'] });         // 'guestCount'
 * chooseAsk({ eventType: 'wedding' }, { skip: ['guestCount'] });         // 'name'
 */
export function chooseAsk(
  lead: LeadInfo,
  { needs = [], skip = [] }: { needs?: readonly Slot[]; skip?: readonly Slot[] },
): Slot | null {
  const open = (slot: Slot) => !skip.includes(slot) && !hasSlot(lead, slot);
  return needs.find(open) ?? SLOT_ORDER.find(open) ?? null;
}
