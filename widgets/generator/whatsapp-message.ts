import type { TFunction } from 'i18next';
import type { EventAnalysis, EventGeneratorRequest } from '@contracts/event-generator';
import type { Language } from '@shell/base/language';
import { cityName } from '@saudi/cities';
import { formatDay, formatSar } from '@saudi/format';

/**
 * The prefilled WhatsApp text after an analysis, in the page language: the event type (the
 * visitor's own words for 'other'), the city, the guests, the date in words, and the tier marked
 * best value with its total, so the team reads the plan's figures in the first message.
 */
export function whatsappMessage(t: TFunction, analysis: EventAnalysis, language: Language): string {
  const details = analysis.eventDetails;
  const city = details.location.known ? cityName(details.location.city, language) : details.location.input;
  const tiers = analysis.pricingAnalysis.tiers;
  const tier = Object.values(tiers).find((candidate) => candidate.bestValue) ?? tiers[details.premiumLevel];
  return t('generator.results.whatsappMessage', {
    eventType: eventTypeWords(t, details.type, details.customEventType, language),
    city,
    guests: details.guestCount,
    date: formatDay(details.eventDate, language),
    tier: tier.name,
    total: formatSar(tier.total, language),
  });
}

/** The same text from the request alone, for when no analysis came back (the server was out of reach). */
export function requestMessage(t: TFunction, request: EventGeneratorRequest, language: Language): string {
  return t('generator.results.whatsappRequest', {
    eventType: eventTypeWords(t, request.eventType, request.customEventType, language),
    city: request.location,
    guests: request.guestCount,
    date: formatDay(request.eventDate, language),
  });
}

function eventTypeWords(t: TFunction, type: string, custom: string | undefined, language: Language): string {
  return type === 'other' && custom ? custom : t(`generator.eventTypes.${type}`).toLocaleLowerCase(language);
}
