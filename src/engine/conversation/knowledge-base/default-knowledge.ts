import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import { ENTRIES_COMPANY } from './entries/company';
import { ENTRIES_GUESTS } from './entries/guests';
import { ENTRIES_OCCASIONS } from './entries/occasions';
import { ENTRIES_OUTSIDE } from './entries/outside';
import { ENTRIES_PLACES } from './entries/places';
import { ENTRIES_RULES } from './entries/rules';
import { ENTRIES_SERVICES } from './entries/services';
import { ENTRIES_TERMS } from './entries/terms';
import { VISITOR_PHRASINGS, withVisitorPhrasings } from './visitor-phrasings';

/**
 * What Layla knows out of the box, as data, group by group of the taxonomy (docs/layla.md): a
 * module (not files read at run time), so the Supabase functions, which cannot read the
 * repository, have the same entries as the Node server.
 */
export const DEFAULT_KNOWLEDGE: readonly KnowledgeEntry[] = withVisitorPhrasings(
  [
    ...ENTRIES_COMPANY,
    ...ENTRIES_TERMS,
    ...ENTRIES_SERVICES,
    ...ENTRIES_GUESTS,
    ...ENTRIES_OCCASIONS,
    ...ENTRIES_PLACES,
    ...ENTRIES_RULES,
    ...ENTRIES_OUTSIDE,
  ],
  VISITOR_PHRASINGS,
);
