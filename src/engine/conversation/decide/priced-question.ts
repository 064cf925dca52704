import type { RuleTopic } from '../../../contracts/knowledge-entry';
import { asksPrice, namedItem } from '../knowledge/answer-price-item';
import type { KnowledgeIndex } from '../knowledge-base/knowledge-index';
import { parseNumbers } from '../text/parse-numbers';
import { CALIBRATION } from '../understand/classifier/calibration';
import { classifyText } from '../understand/classifier/classify-text';
import { verdict as readVerdict } from '../understand/classifier/confidence';
import { withoutDetails } from '../understand/content-words';
import { extractDate } from '../understand/slots/extract-date';
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
  // Near a price: the nearest topic prices, or the second does and the nearest is no rule of its own
  // ('how much VAT?'). The city, the occasion and the date a question names are the event's, not
  // what it asks ('how much for a wedding of 250 guests in Jeddah on 15 December?' is nearest the
  // Jeddah entry, then the lead time): it is read without them.
  const bare = withoutDetails(withoutDate(question.text));
  const candidates = bare === question.text ? question.candidates : classifyText(knowledge.classifier, bare);
  const [first, second] = candidates.map((candidate) => candidate.topic);
  const near =
    (first !== undefined && (pricing(first) || first === 'tiers-explained')) ||
    (second !== undefined && pricing(second) && !(first && knowledge.byId.get(first)?.rule));
  // Sure of a rule of its own ('does the price include the décor?', 'how much VAT?'), or nearest
  // a topic that is not a price and naming no item ('how does the season change the price?').
  // …with or without the event's details ('how much is the deposit for a wedding in Riyadh?').
  const sure = [verdict, candidates === question.candidates ? verdict : readVerdict(candidates, CALIBRATION)];
  if (
    sure.some(
      (read) => read.kind === 'answer' && !pricing(read.topic) && (!item || knowledge.byId.get(read.topic)?.rule),
    )
  ) {
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

/** A text with the date it names blanked out. */
function withoutDate(text: string): string {
  const date = extractDate(text);
  return date ? text.slice(0, date.start) + text.slice(date.end) : text;
}
