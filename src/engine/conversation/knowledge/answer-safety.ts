import type { RegulationKey } from '../../planner';
import { keywordMatcher } from '../keyword-matcher';
import { ruleText } from './rule-text';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

const SECURITY = keywordMatcher(['security', 'guard', 'guards', 'bouncers'], ['امن', 'الامن', 'حراس', 'حراسه', 'حارس']);

/**
 * Crowd management and health and safety, after the service's own line: the rules that apply
 * from the planner (Civil Defense's licence with its capacity and exit checks; licensed Saudi
 * guards; a GEA permit with an operational plan for a public crowd).
 */
export function answerSafety(input: KnowledgeInput, service: 'crowd' | 'health'): KnowledgeAnswer {
  const keys: RegulationKey[] = ['civilDefense'];
  if (SECURITY(input.text)) keys.push('security');
  else if (service === 'crowd') keys.push('geaPermit');
  return { text: keys.map((key) => ruleText(key, input.language)).join(' '), needs: ['eventType', 'guestCount'] };
}

/** Food safety: the SFDA's and the municipality's rules for caterers and their staff. */
export function answerFoodSafety(input: KnowledgeInput): KnowledgeAnswer {
  const intro =
    input.language === 'ar'
      ? 'نعمل فقط مع مقدمي ضيافة يلتزمون بالاشتراطات.'
      : 'We work only with caterers who meet the rules.';
  return { text: `${intro} ${ruleText('foodSafety', input.language)}`, needs: ['guestCount'] };
}
