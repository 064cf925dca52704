import type { Language } from '../../../contracts/common';
import { REGULATIONS, type RegulationKey } from '../../planner';

/**
 * A rule as Layla says it: the planner's description, after its authority unless the description
 * already names it ('Public events need a GEA event permit…').
 *
 * @example
 * ruleText('civilDefense', 'en'); // 'Civil Defense (Salama platform): Safety licence for the venue …'
 */
export function ruleText(key: RegulationKey, language: Language): string {
  const { authority, description } = REGULATIONS[key];
  const acronym = /\(([A-Z]{2,})\)/.exec(authority.en)?.[1];
  const named =
    language === 'en' ? Boolean(acronym && description.en.includes(acronym)) : description.ar.includes(authority.ar);
  return named ? description[language] : `${authority[language]}: ${description[language]}`;
}
