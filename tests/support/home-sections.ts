/** The home's sections that fade in when 10 % of them shows, in page order (spec §1). */
export const FADING_SECTIONS = ['about', 'services', 'portfolio', 'process', 'generator-promo', 'contact'] as const;

/** Every fading section in one state, as the tests read them back by id. */
export const allFading = (state: 'pending' | 'in') => Object.fromEntries(FADING_SECTIONS.map((id) => [id, state]));
