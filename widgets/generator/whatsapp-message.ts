import type { TFunction } from 'i18next';
import type { EventAnalysis, EventGeneratorRequest } from '../../src/contracts/event-generator';
import type { Language } from '../../src/shell/language';
import { cityName } from '../../src/saudi/cities';

/**
 * The prefilled WhatsApp text after an analysis, in the page language, naming the event type
 * (the visitor's own words for 'other'), the city and the guest count.
 */
export function whatsappMessage(t: TFunction, details: EventAnalysis['eventDetails'], language: Language): string {
  const city = details.location.known ? cityName(details.location.city, language) : details.location.input;
  return t('generator.results.whatsappMessage', {
    eventType: eventTypeWords(t, details.type, details.customEventType, language),
    city,
    guests: details.guestCount,
  });
}

/** The same text from the request alone, for when no analysis came back (the server was out of reach). */
export function requestMessage(t: TFunction, request: EventGeneratorRequest, language: Language): string {
  return t('generator.results.whatsappMessage', {
    eventType: eventTypeWords(t, request.eventType, request.customEventType, language),
    city: request.location,
    guests: request.guestCount,
  });
}

function eventTypeWords(t: TFunction, type: string, custom: string | undefined, language: Language): string {
  return type === 'other' && custom ? custom : t(`generator.eventTypes.${type}`).toLocaleLowerCase(language);
}
