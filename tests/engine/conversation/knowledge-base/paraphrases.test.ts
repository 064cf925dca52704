import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/contracts/common';
import { knowledgeEntrySchema } from '../../../../src/contracts/knowledge-entry';
import { converse } from '../../../../src/engine/conversation';
import { DEFAULT_KNOWLEDGE } from '../../../../src/engine/conversation/knowledge-base/default-knowledge';
import { entryAnswer } from '../../../../src/engine/conversation/knowledge-base/entry-answer';
import { DEFAULT_COMPANY_FACTS, normalizeText } from '../../../../src/saudi';
import { expectReplyIn } from '../reply-language';
import { PARAPHRASES } from './paraphrases';

const TODAY = '2026-11-25';
const LANGUAGES: Language[] = ['en', 'ar'];
const fold = (text: string) =>
  normalizeText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe("Layla's default knowledge", () => {
  it('has at least 40 topics, each a valid entry with its answer in English and Arabic', () => {
    expect(DEFAULT_KNOWLEDGE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEFAULT_KNOWLEDGE.map((entry) => entry.id)).size).toBe(DEFAULT_KNOWLEDGE.length);
    for (const entry of DEFAULT_KNOWLEDGE) {
      const parsed = knowledgeEntrySchema.safeParse(entry);
      expect(parsed.success, `${entry.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('has three English and three Arabic paraphrases per entry, none of them among its own phrasings', () => {
    expect(Object.keys(PARAPHRASES).sort()).toEqual(DEFAULT_KNOWLEDGE.map((entry) => entry.id).sort());
    for (const entry of DEFAULT_KNOWLEDGE) {
      const own = new Set([...entry.phrasings.en, ...entry.phrasings.ar].map(fold));
      for (const language of LANGUAGES) {
        const paraphrases = PARAPHRASES[entry.id]?.[language] ?? [];
        expect(paraphrases.length, `${entry.id} ${language}`).toBeGreaterThanOrEqual(3);
        for (const paraphrase of paraphrases) expect(own.has(fold(paraphrase)), paraphrase).toBe(false);
      }
    }
  });
});

for (const language of LANGUAGES) {
  describe(`each entry's answer reached by paraphrases (${language})`, () => {
    for (const entry of DEFAULT_KNOWLEDGE) {
      for (const paraphrase of PARAPHRASES[entry.id]?.[language] ?? []) {
        it(`${entry.id}: ${paraphrase}`, () => {
          const turn = converse({ userMessage: paraphrase, language, today: TODAY });
          const answer = entryAnswer(entry, {
            language,
            lead: turn.leadInfo,
            text: normalizeText(paraphrase),
            today: TODAY,
            facts: DEFAULT_COMPANY_FACTS,
          });
          expect(turn.response).toContain(answer.text);
          expectReplyIn(language, turn.response);
        });
      }
    }
  });
}
