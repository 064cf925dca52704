import type { KnowledgeEntry } from '../../../../contracts/knowledge-entry';

/** More ways visitors ask an entry's question, by entry id, in both languages. */
export type VisitorPhrasings = Readonly<
  Record<string, { readonly en: readonly string[]; readonly ar: readonly string[] }>
>;

/**
 * The entries with the visitor phrasings of their id after their own: the classifier learns
 * both (training-texts.ts). A phrasing for an id no entry has is an error, not a silent loss.
 *
 * @example
 * withVisitorPhrasings(ENTRIES, { deposit: { en: ['how much do i pay upfront'], ar: [] } });
 */
export function withVisitorPhrasings(
  entries: readonly KnowledgeEntry[],
  phrasings: VisitorPhrasings,
): KnowledgeEntry[] {
  const ids = new Set(entries.map((entry) => entry.id));
  const orphans = Object.keys(phrasings).filter((id) => !ids.has(id));
  if (orphans.length > 0) throw new Error(`Visitor phrasings for unknown entries: ${orphans.join(', ')}`);
  return entries.map((entry) => {
    const more = phrasings[entry.id];
    if (!more) return entry;
    return {
      ...entry,
      phrasings: { en: [...entry.phrasings.en, ...more.en], ar: [...entry.phrasings.ar, ...more.ar] },
    };
  });
}
