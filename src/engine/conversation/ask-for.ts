import type { LeadInfo } from '../../contracts/natural-conversation';
import { nextMissing } from './lead-state';
import type { ReplyKit } from './reply-kit';
import type { Intent, Slot } from './types';

/**
 * The one detail a reply asks for: the first detail the answer needs that is still missing (a
 * price needs the guest count), else the next in Layla's order; none after a goodbye or when
 * everything is known. Every reply asks at most this one thing.
 *
 * @example
 * chooseAsk('pricing', { eventType: 'wedding' }, ['guestCount']); // 'guestCount'
 * chooseAsk('greeting', {}, []);                                   // 'eventType'
 */
export function chooseAsk(intent: Intent, lead: LeadInfo, needs: readonly Slot[] = []): Slot | null {
  if (intent === 'goodbye') return null;
  return needs.find((slot) => !known(lead, slot)) ?? nextMissing(lead);
}

/**
 * How the ask is worded: the place where anything said before a question goes (a sentence before
 * the first request for a contact detail, say), so every reply stays one answer and one ask.
 *
 * @example
 * askFor('guestCount', REPLIES_EN); // 'How many guests are you expecting?'
 */
export function askFor(slot: Slot, kit: ReplyKit): string {
  return kit.questions[slot];
}

/**
 * The detail a reply asked for, read from its text (the rules' questions, verbatim), so a bare
 * '250' answers it even when it was not the next in order.
 */
export function askedIn(reply: string, kits: readonly ReplyKit[]): Slot | undefined {
  for (const kit of kits) {
    const slot = (Object.keys(kit.questions) as Slot[]).find((candidate) => reply.includes(kit.questions[candidate]));
    if (slot) return slot;
  }
  return undefined;
}

function known(lead: LeadInfo, slot: Slot): boolean {
  return slot === 'contact' ? Boolean(lead.phone || lead.email) : lead[slot] !== undefined;
}
