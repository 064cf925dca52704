import type { KnowledgeEntry } from '../../../../../contracts/knowledge-entry';
import { ENTRIES_CARS_PROPERTY_AND_LOANS } from './cars-property-and-loans';
import { ENTRIES_COOKING_AND_MARRIAGE } from './cooking-and-marriage';
import { ENTRIES_EVENTS_ABROAD_RAFFLES_AND_TICKETS } from './events-abroad-raffles-and-tickets';
import { ENTRIES_HEALTH_AND_WEATHER } from './health-and-weather';
import { ENTRIES_SMALL_TALK } from './small-talk';
import { ENTRIES_TRAVEL } from './travel';

/** What an event company does not do: a kind no in one line, and the way back to events. */
export const ENTRIES_OUTSIDE: KnowledgeEntry[] = [
  // In the order the default model was trained on (default-model.ts): a change of order retrains it.
  ...ENTRIES_TRAVEL,
  ...ENTRIES_COOKING_AND_MARRIAGE,
  ...ENTRIES_CARS_PROPERTY_AND_LOANS,
  ...ENTRIES_HEALTH_AND_WEATHER,
  ...ENTRIES_EVENTS_ABROAD_RAFFLES_AND_TICKETS,
  ...ENTRIES_SMALL_TALK,
];
