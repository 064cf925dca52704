import { ruleText } from './rule-text';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

/** Food safety: the SFDA's and the municipality's rules for caterers and their staff. */
export function answerFoodSafety(input: KnowledgeInput): KnowledgeAnswer {
  const intro =
    input.language === 'ar'
      ? 'نعمل فقط مع مقدمي ضيافة يلتزمون بالاشتراطات.'
      : 'We work only with caterers who meet the rules.';
  return { text: `${intro} ${ruleText('foodSafety', input.language)}`, needs: ['guestCount'] };
}
