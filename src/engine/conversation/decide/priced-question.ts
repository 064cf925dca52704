import type { RuleTopic } from '../../../contracts/knowledge-entry';
import { asksPrice, namedItem } from '../knowledge/answer-price-item';
import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import { parseNumbers } from '../text/parse-numbers';
import type { AskedQuestion } from '../understand/understand';
import type { Decision } from './decision';

/** The topics that answer with a price: the rules computing one, and the items whose answers quote one. */
const PRICING: ReadonlySet<RuleTopic> = new Set(['pricing', 'price-item', 'budget']);

/**
 * A question about what something costs, answered with the price that helps, whatever else its
 * words are near: a single item it names priced as that item (its entry when it has one, else
 * 'the price of one item'), a budget held up against the tiers, else the event's price. Undefined
 * when the question asks no price, or the classifier is sure of a rule that is not a price ('does
 * the price include the décor?' is what a price includes) or of any topic while naming no item.
 *
 * @example
 * pricedQuestion(understood('how much is a dj?'), knowledge); // { kind: 'answer', topic: 'price-item', … }
 */
export function pricedQuestion(question: AskedQuestion, knowledge: KnowledgeIndex): Decision | undefined {
  if (!asksPrice(question.text)) return undefined;
  const { verdict } = question;
  const pricing = (topic: string) => {
    const entry = knowledge.byId.get(topic);
    return Boolean(entry && (entry.item || (entry.rule && PRICING.has(entry.rule))));
  };
  const item = namedItem(question.text);
  // Near a price: the nearest topic prices, or the second does and the nearest is no rule of its own ('how much VAT?').
  const [first, second] = question.candidates.map((candidate) => candidate.topic);
  const near =
    (first !== undefined && (pricing(first) || first === 'tiers-explained')) ||
    (second !== undefined && pricing(second) && !(first && knowledge.byId.get(first)?.rule));
  // Sure of a rule of its own ('does the price include the décor?', 'how much VAT?'), or nearest
  // a topic that is not a price and naming no item ('how does the season change the price?').
  if (verdict.kind === 'answer' && !pricing(verdict.topic) && (!item || knowledge.byId.get(verdict.topic)?.rule)) {
    return undefined;
  }
  if (verdict.kind !== 'answer' && !item && !near) return undefined;
  const rule = (name: RuleTopic) => knowledge.entries.find((entry) => entry.rule === name)?.id;
  const ownEntry = item ? knowledge.entries.find((entry) => entry.item === item)?.id : undefined;
  const budget = parseNumbers(question.text).some(
    (mention) => mention.scaled || /budget|ميزاني|enough|تكفي|يكفي/u.test(question.text),
  );
  const topic = ownEntry ?? (item ? rule('price-item') : budget ? rule('budget') : rule('pricing'));
  return topic ? { asked: question.text, kind: 'answer', topic, confidence: verdict.confidence } : undefined;
}
