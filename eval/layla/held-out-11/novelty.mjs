// Word overlap of this set against held-out sets 1–10: `node novelty.mjs [--all]` (see ../novelty.mjs).
import { checkNovelty } from '../novelty.mjs';

checkNovelty(import.meta.url, 10);
