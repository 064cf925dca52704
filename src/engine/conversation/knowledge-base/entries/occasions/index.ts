import type { KnowledgeEntry } from '../../../../../contracts/knowledge-entry';
import { ENTRIES_BIRTHS } from './births';
import { ENTRIES_CELEBRATIONS } from './celebrations';
import { ENTRIES_CONDOLENCE_AND_GATHERINGS } from './condolence-and-gatherings';
import { ENTRIES_CORPORATE_AND_BABY_SHOWERS } from './corporate-and-baby-showers';
import { ENTRIES_RAMADAN_EID_AND_NATIONAL_DAYS } from './ramadan-eid-and-national-days';
import { ENTRIES_WEDDINGS } from './weddings';

/** Occasions of Saudi social and religious life, joyful and sad, with what we arrange for each. */
export const ENTRIES_OCCASIONS: KnowledgeEntry[] = [
  // In the order the default model was trained on (default-model.ts): a change of order retrains it.
  ...ENTRIES_WEDDINGS,
  ...ENTRIES_BIRTHS,
  ...ENTRIES_CELEBRATIONS,
  ...ENTRIES_RAMADAN_EID_AND_NATIONAL_DAYS,
  ...ENTRIES_CONDOLENCE_AND_GATHERINGS,
  ...ENTRIES_CORPORATE_AND_BABY_SHOWERS,
];
