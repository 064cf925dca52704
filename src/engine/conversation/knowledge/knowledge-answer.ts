import type { RuleTopic } from '../../../contracts/knowledge-entry';
import { answerBudget } from './answer-budget';
import { answerCalendar } from './answer-calendar';
import { answerCatering } from './answer-catering';
import { answerCities } from './answer-cities';
import { answerInclusions } from './answer-inclusions';
import { answerLeadTime } from './answer-lead-time';
import { answerPermits } from './answer-permits';
import { answerPrice } from './answer-price';
import { answerPriceItem } from './answer-price-item';
import { answerFoodSafety } from './answer-safety';
import { answerSeason } from './answer-season';
import { answerVat } from './answer-vat';
import { answerVenues } from './answer-venues';
import { horizonNote } from './horizon-note';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

/**
 * The answer a rule computes for the visitor's event from the planner, or undefined when the rule
 * reads the entry's own words (contact: the company's details fill its placeholders).
 *
 * @example
 * knowledgeAnswer('vat', { language: 'en', lead: {}, text: 'is vat included?', facts })?.text;
 * // 'VAT at 15% is included in all our quotes, shown as its own line.'
 */
export function knowledgeAnswer(rule: RuleTopic, input: KnowledgeInput): KnowledgeAnswer | undefined {
  const answer = ruleAnswer(rule, input);
  // An answer about the visitor's event when its date is past the horizon says so first.
  const note = answer && EVENT_RULES.includes(rule) ? horizonNote(input) : undefined;
  return answer && note ? { ...answer, text: `${note} ${answer.text}`.trim() } : answer;
}

/** The rules answered from the visitor's own event (leadEvent), which a date past the horizon changes. */
const EVENT_RULES: readonly RuleTopic[] = [
  'permits',
  'venues',
  'catering',
  'lead-time',
  'inclusions',
  'vat',
  'pricing',
  'price-item',
  'budget',
];

function ruleAnswer(rule: RuleTopic, input: KnowledgeInput): KnowledgeAnswer | undefined {
  switch (rule) {
    case 'permits':
      return answerPermits(input);
    case 'season':
      return answerSeason(input);
    case 'calendar':
      return answerCalendar(input);
    case 'venues':
      return answerVenues(input);
    case 'catering':
      return answerCatering(input);
    case 'lead-time':
      return answerLeadTime(input);
    case 'inclusions':
      return answerInclusions(input);
    case 'vat':
      return answerVat(input);
    case 'food-safety':
      return answerFoodSafety(input);
    case 'pricing':
      return answerPrice(input);
    case 'price-item':
      return answerPriceItem(input);
    case 'budget':
      return answerBudget(input);
    case 'cities':
      return answerCities(input);
    case 'contact':
      return undefined;
  }
}
