import type { LeadInfo } from '../../contracts/natural-conversation';
import { ASKS, SERVICE_WORDS } from './intent-keywords';
import type { Intent, Service } from './types';

/**
 * What a message is about, from its normalised text (see normalizeText) and the lead details
 * found in it. The most specific wins: a request for a person over a question, a question over
 * a statement of the event type, details over courtesies, and off-topic only when nothing else fits.
 *
 * @example
 * detectIntent('how much is a wedding?', { eventType: 'wedding' }); // 'pricing'
 * detectIntent('السلام عليكم', {}); // 'greeting'
 */
export function detectIntent(text: string, found: LeadInfo): Intent {
  if (ASKS.human(text)) return 'human';
  if (ASKS.contact(text) && !found.phone && !found.email) return 'contact';
  if (ASKS.pricing(text) || (ASKS.budget(text) && !found.budget)) return 'pricing';
  if (ASKS.availability(text)) return 'availability';
  if (ASKS.cities(text)) return 'cities';
  if (ASKS.process(text)) return 'process';
  const service = detectService(text);
  if (service) return `service-${service}`;
  if (ASKS.services(text)) return 'services';
  if (ASKS.about(text)) return 'about';
  if (found.eventType) return `event-${found.eventType}`;
  if (Object.keys(found).length > 0) return 'lead-details';
  if (ASKS.goodbye(text)) return 'goodbye';
  if (ASKS.thanks(text)) return 'thanks';
  if (ASKS.greeting(text)) return 'greeting';
  if (ASKS.acknowledgement(text) && text.trim().split(/\s+/).length <= 4) return 'acknowledgement';
  return 'off-topic';
}

/** Whether the message greets, so a reply to details can greet back first. */
export function greets(text: string): boolean {
  return ASKS.greeting(text);
}

function detectService(text: string): Service | undefined {
  // 'مع السلامة' is goodbye, not the safety service.
  const clean = text.replace(/(?:مع|في)\s+(?:السلامه|امان الله)/gu, ' ');
  const asking = ASKS.offering(clean) || /[?؟]/.test(clean);
  for (const [service, words] of Object.entries(SERVICE_WORDS) as [Service, (typeof SERVICE_WORDS)[Service]][]) {
    if (words.test(clean) && (asking || !words.needsQuestion)) return service;
  }
  return undefined;
}
