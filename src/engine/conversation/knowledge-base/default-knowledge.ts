import type { KnowledgeEntry } from '../../../contracts/knowledge-entry';
import { ENTRIES_GUESTS } from './entries-guests';
import { ENTRIES_PLACES } from './entries-places';
import { ENTRIES_SERVICES } from './entries-services';
import { ENTRIES_TERMS } from './entries-terms';

/**
 * What Layla knows out of the box, as data: a module (not files read at run time), so the Supabase
 * functions, which cannot read the repository, have the same entries as the Node server.
 */
export const DEFAULT_KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...ENTRIES_TERMS,
  ...ENTRIES_GUESTS,
  ...ENTRIES_SERVICES,
  ...ENTRIES_PLACES,
];
