import type { TFunction } from 'i18next';
import type { EventAnalysis } from '../../src/contracts/event-generator';
import type { Language } from '../../src/shell/language';
import { cityName } from '../../src/saudi/cities';

/**
 * The prefilled WhatsApp text after an analysis, in the page language, naming the event type
 * (the visitor's own words for 'other'), the city and the guest count.
 */
export function whatsappMessage(t: TFunction, details: EventAnalysis['eventDetails'], language: Language): string {
  const eventType =
    details.type === 'other' && details.customEventType
      ? details.customEventType
      : t(`generator.eventTypes.${details.type}`).toLocaleLowerCase(language);
  const city = details.location.known ? cityName(details.location.city, language) : details.location.input;
  return t('generator.results.whatsappMessage', { eventType, city, guests: details.guestCount });
}
