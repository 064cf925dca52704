// Checks held-out set 3 for consistency: `node validate.mjs` (from any folder). The taxonomy is
// ../taxonomy.md, or the file named by LAYLA_TAXONOMY.
import { validateSet } from '../validate-set.mjs';

validateSet(import.meta.url, {
  minTurns: 6,
  minTwoQuestions: 8,
  minDeclines: 5,
  minHandovers: 4,
  harnessKindsOnly: true,
  everyDetail: true,
});
