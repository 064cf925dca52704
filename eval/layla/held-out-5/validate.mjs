// Checks held-out set 5 for consistency: `node validate.mjs` (from any folder). The taxonomy is
// ../taxonomy.md, or the file named by LAYLA_TAXONOMY.
import { validateSet } from '../validate-set.mjs';

validateSet(import.meta.url, {
  minTurns: 6,
  today: '2026-11-28',
  minItems: 110,
  minConversations: 12,
  minTwoQuestions: 10,
  minDeclines: 8,
  minHandovers: 7,
  harnessKindsOnly: true,
  everyDetail: true,
});
