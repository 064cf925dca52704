import type { KnowledgeEntry } from '../../../../../contracts/knowledge-entry';
import { ENTRIES_ACCESSIBILITY_AND_CHILDCARE } from './accessibility-and-childcare';
import { ENTRIES_DRESS_SECTIONS_AND_PRAYER } from './dress-sections-and-prayer';
import { ENTRIES_GUEST_COUNT_AND_TIMINGS } from './guest-count-and-timings';
import { ENTRIES_LOST_ITEMS_AND_SEATING } from './lost-items-and-seating';
import { ENTRIES_TRAVEL_AND_STAY } from './travel-and-stay';
import { ENTRIES_WEATHER } from './weather';

/** Guests and logistics: getting there, staying over, sections, prayer, timings, weather, seating. */
export const ENTRIES_GUESTS: KnowledgeEntry[] = [
  // In the order the default model was trained on (default-model.ts): a change of order retrains it.
  ...ENTRIES_ACCESSIBILITY_AND_CHILDCARE,
  ...ENTRIES_TRAVEL_AND_STAY,
  ...ENTRIES_DRESS_SECTIONS_AND_PRAYER,
  ...ENTRIES_GUEST_COUNT_AND_TIMINGS,
  ...ENTRIES_WEATHER,
  ...ENTRIES_LOST_ITEMS_AND_SEATING,
];
