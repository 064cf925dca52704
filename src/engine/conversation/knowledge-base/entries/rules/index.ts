import type { KnowledgeEntry } from '../../../../../contracts/knowledge-entry';
import { ENTRIES_ALCOHOL_AND_FOOD_SAFETY } from './alcohol-and-food-safety';
import { ENTRIES_FIRE_SAFETY_AND_NOISE } from './fire-safety-and-noise';
import { ENTRIES_PERMITS_MUSIC_AND_MIXING } from './permits-music-and-mixing';
import { ENTRIES_PUBLIC_EVENTS_AND_GUESTS } from './public-events-and-guests';

/** Rules of place and religion: permits, music, mixing, alcohol, food safety, fire safety, noise. */
export const ENTRIES_RULES: KnowledgeEntry[] = [
  // In the order the default model was trained on (default-model.ts): a change of order retrains it.
  ...ENTRIES_PERMITS_MUSIC_AND_MIXING,
  ...ENTRIES_ALCOHOL_AND_FOOD_SAFETY,
  ...ENTRIES_FIRE_SAFETY_AND_NOISE,
  ...ENTRIES_PUBLIC_EVENTS_AND_GUESTS,
];
