// Checks held-out set 2 for consistency: `node validate.mjs` from this folder.
import { validateSet } from '../validate-set.mjs';

validateSet(import.meta.url, { minTurns: 5 });
