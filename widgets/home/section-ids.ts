/** The anchors the header and the footer scroll to (spec §1, §2), in page order. */
export const SECTION_IDS = ['hero', 'about', 'services', 'portfolio', 'contact'] as const;

export type SectionId = (typeof SECTION_IDS)[number];
