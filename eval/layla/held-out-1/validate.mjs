// Checks held-out set 1 for consistency: `node validate.mjs` from this folder. Written to looser
// rules than the later sets: conversations of four turns or more, any `today`, 42 items and 11
// conversations per language.
import { validateSet } from '../validate-set.mjs';

validateSet(import.meta.url, { minTurns: 4, today: null, minItems: 42, minConversations: 11 });
