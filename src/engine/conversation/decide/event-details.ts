import type { Occasion } from '../../../contracts/constants';
import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import type { LeadInfo } from '../../../contracts/natural-conversation';
import { type City, findCities } from '../../../saudi';
import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import { extractEventMention } from '../understand/slots/extract-occasion';
import type { Decision } from './decision';

/**
 * Whether an entry is about a detail the question gives of the event rather than what it asks:
 * the region of a city it names (the jeddah entry for 'which venue suits 800 guests in Jeddah?'),
 * or the occasion it names (the birthday entry for 'is 3 weeks enough to organise a birthday?').
 *
 * @example
 * namedAsDetail(jeddahEntry, 'which venue suits 800 guests in jeddah?'); // true
 */
export function namedAsDetail(entry: KnowledgeEntry, text: string): boolean {
  if (entry.rule) return false;
  if (entry.group === 'places') {
    const cities = citiesOf(entry);
    return cities.length > 0 && findCities(text).some((city) => cities.includes(city));
  }
  const occasion = extractEventMention(text)?.occasion;
  return occasion !== undefined && occasionEntry(occasion) === entry.id;
}

/** The cities a place's entry is about, read once per entry: every question of every turn asks. */
function citiesOf(entry: KnowledgeEntry): readonly City[] {
  let cities = ENTRY_CITIES.get(entry);
  if (!cities) {
    cities = findCities(`${entry.topic} ${entry.label.en}`);
    ENTRY_CITIES.set(entry, cities);
  }
  return cities;
}
const ENTRY_CITIES = new WeakMap<KnowledgeEntry, readonly City[]>();

/**
 * The id of the entry about an occasion (most have the occasion's own id; some share one).
 *
 * @example
 * occasionEntry('iftar'); // 'ramadan-iftar-suhoor'
 */
export function occasionEntry(occasion: Occasion): string {
  return OCCASION_ENTRY[occasion] ?? occasion;
}

/** The entry of an occasion whose id is not the occasion's own. */
const OCCASION_ENTRY: Partial<Record<Occasion, string>> = {
  iftar: 'ramadan-iftar-suhoor',
  suhoor: 'ramadan-iftar-suhoor',
  retirement: 'retirement-farewell',
  farewell: 'retirement-farewell',
  'founding-day': 'national-day',
  seminar: 'conference',
};

/** Topics whose questions name a month or a day that is not the event's ('is Taif cool in August?', 'when is Eid?'). */
const ABOUT_TIME: ReadonlySet<string> = new Set([
  'weather-heat',
  'rain-dust',
  'school-holidays',
  'weather-forecast',
  'riyadh',
  'jeddah',
  'eastern-province',
  'abha-asir',
  'taif',
  'alula',
  'madinah',
  'makkah',
  'neom-tabuk',
]);

/** Whether a decision answers about the seasons, the calendar, the weather or a region: the date in its question may not be the event's. */
export function aboutTime(decision: Decision, knowledge: KnowledgeIndex): boolean {
  if (decision.kind !== 'answer' && decision.kind !== 'decline') return false;
  const rule = knowledge.byId.get(decision.topic)?.rule;
  return rule === 'season' || rule === 'calendar' || ABOUT_TIME.has(decision.topic);
}

/**
 * A message's details, less a month or a date that belongs to a question about the seasons, the
 * calendar, the weather or a region.
 *
 * @example
 * eventDetails({ location: 'Taif', eventMonth: '2027-08' }, [answer('taif')], knowledge); // { location: 'Taif' }
 */
export function eventDetails(details: LeadInfo, decisions: readonly Decision[], knowledge: KnowledgeIndex): LeadInfo {
  if (!details.eventMonth && !details.eventDate) return details;
  if (!decisions.some((decision) => aboutTime(decision, knowledge))) return details;
  const { eventMonth: _month, eventDate: _date, ...rest } = details;
  return rest;
}
