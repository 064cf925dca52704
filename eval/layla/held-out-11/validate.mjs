// Checks held-out set 11 for consistency: `node validate.mjs` (from any folder). The taxonomy is
// ../taxonomy.md, or the file named by LAYLA_TAXONOMY.
import { BLIND_SET_RULES, validateSet } from '../validate-set.mjs';

validateSet(import.meta.url, { ...BLIND_SET_RULES, today: '2026-11-28', minItems: 110 });
