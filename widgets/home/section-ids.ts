/** The anchors the header and the footer scroll to (spec §2), in page order. */
export const SECTION_IDS = ['hero', 'about', 'services', 'contact'] as const;

export type SectionId = (typeof SECTION_IDS)[number];
