import type { KnowledgeEntry } from '../../../../../contracts/knowledge-entry';
import { ENTRIES_HOLY_CITIES_AND_THE_NORTH } from './holy-cities-and-the-north';
import { ENTRIES_HOME_GARDEN_AND_BEACH } from './home-garden-and-beach';
import { ENTRIES_ISTIRAHA_CAMP_AND_FARM } from './istiraha-camp-and-farm';
import { ENTRIES_MOUNTAINS_AND_ALULA } from './mountains-and-alula';
import { ENTRIES_RIYADH_JEDDAH_AND_THE_EAST } from './riyadh-jeddah-and-the-east';
import { ENTRIES_SEASONS_AND_CALENDAR } from './seasons-and-calendar';
import { ENTRIES_VENUES } from './venues';

/** Places, regions and seasons: kinds of venue, the cities and their character, the calendar. */
export const ENTRIES_PLACES: KnowledgeEntry[] = [
  // In the order the default model was trained on (default-model.ts): a change of order retrains it.
  ...ENTRIES_VENUES,
  ...ENTRIES_ISTIRAHA_CAMP_AND_FARM,
  ...ENTRIES_HOME_GARDEN_AND_BEACH,
  ...ENTRIES_RIYADH_JEDDAH_AND_THE_EAST,
  ...ENTRIES_MOUNTAINS_AND_ALULA,
  ...ENTRIES_HOLY_CITIES_AND_THE_NORTH,
  ...ENTRIES_SEASONS_AND_CALENDAR,
];
