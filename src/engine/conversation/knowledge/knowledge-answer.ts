import type { Intent } from '../types';
import { answerCalendar } from './answer-calendar';
import { answerCatering } from './answer-catering';
import { answerCities } from './answer-cities';
import { answerCustoms } from './answer-customs';
import { answerInclusions } from './answer-inclusions';
import { answerLeadTime } from './answer-lead-time';
import { answerPermits } from './answer-permits';
import { answerPrice } from './answer-price';
import { answerFoodSafety, answerSafety } from './answer-safety';
import { answerSeason } from './answer-season';
import { answerVat } from './answer-vat';
import { answerVenues } from './answer-venues';
import { horizonNote } from './horizon-note';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

/**
 * The answer to a question about the visitor's event from the planner's knowledge, or undefined
 * for intents Layla answers from her own copy (greetings, services, the company).
 *
 * @example
 * knowledgeAnswer('vat', { language: 'en', lead: {}, text: 'is vat included?', facts })?.text;
 * // 'All our quotes include VAT at 15%, shown as its own line.'
 */
export function knowledgeAnswer(intent: Intent, input: KnowledgeInput): KnowledgeAnswer | undefined {
  const answer = topicAnswer(intent, input);
  // An answer about the visitor's event when its date is past the horizon says so first.
  const note = answer && EVENT_TOPICS.includes(intent) ? horizonNote(input) : undefined;
  return answer && note ? { ...answer, text: `${note} ${answer.text}`.trim() } : answer;
}

/** The topics answered from the visitor's own event (leadEvent), which a date past the horizon changes. */
const EVENT_TOPICS: readonly Intent[] = ['permits', 'venues', 'catering', 'lead-time', 'inclusions', 'vat', 'pricing'];

function topicAnswer(intent: Intent, input: KnowledgeInput): KnowledgeAnswer | undefined {
  switch (intent) {
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
    case 'customs':
      return answerCustoms(input);
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
    case 'service-crowd':
      return answerSafety(input, 'crowd');
    case 'service-health':
      return answerSafety(input, 'health');
    case 'cities':
      return answerCities(input);
    default:
      return undefined;
  }
}
