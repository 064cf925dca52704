import type { EventType } from '../../../contracts/common';
import { EVENT_PERMIT_LEAD_DAYS, EVENT_TYPE_NAMES, leadTimeFor, REGULATIONS } from '../../planner';
import { eventName } from './event-name';
import { leadEvent } from './lead-event';
import { phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

const EXAMPLES: readonly EventType[] = ['wedding', 'corporate', 'birthday'];
/** Any day will do for the examples: the recommended lead depends on the kind and size, not the date. */
const ANY_DAY = '2026-01-01';

/**
 * How far ahead to book, from the planner's booking leads (by kind and size, with the GEA
 * permit's 60 days for public events), against the visitor's date when it is known.
 */
export function answerLeadTime(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead, today } = input;
  const say = phrase(language);
  const gea = REGULATIONS.geaPermit.authority[language];
  const event = leadEvent(lead, { language, today, description: input.description });
  if (!event) {
    const leads = EXAMPLES.flatMap((eventType) => {
      const example = leadEvent({ eventType }, { language, today: today ?? ANY_DAY });
      if (!example) return [];
      const type = EVENT_TYPE_NAMES[eventType][language];
      const weeks = say.weeks(leadTimeFor(example.request).recommendedWeeks);
      return [say.ar ? `${type} قبل ${weeks}` : `a ${type} ${weeks} ahead`];
    });
    return {
      text: say.ar
        ? `ننصح بالحجز: ${say.list(leads)}. والفعاليات العامة تحتاج تصريح ${gea} قبل ${EVENT_PERMIT_LEAD_DAYS} يومًا على الأقل.`
        : `We recommend booking ${say.list(leads)}; public events also need a ${gea} permit at least ${EVENT_PERMIT_LEAD_DAYS} days ahead.`,
      needs: ['eventType', 'eventDate'],
    };
  }
  const time = leadTimeFor(event.request);
  const what = eventName(event, language, input.people);
  const parts = [
    say.ar
      ? `ننصح بحجز ${what} قبل ${say.weeks(time.recommendedWeeks)}.`
      : `We recommend booking ${what} ${say.weeks(time.recommendedWeeks)} ahead.`,
  ];
  if (time.permit) {
    parts.push(
      say.ar
        ? `وبما أنها فعالية عامة فتحتاج تصريح ${gea} قبل ${time.permitDays} يومًا على الأقل.`
        : `As a public event it also needs a ${gea} permit, applied for at least ${time.permitDays} days ahead.`,
    );
  }
  if (!event.assumed.date) {
    const early = time.weeks >= time.recommendedWeeks;
    parts.push(
      say.ar
        ? `وتاريخكم بعد ${say.weeks(time.weeks)}${early ? '، فأمامكم وقت جيد.' : '، فلنؤكد المكان والموردين الآن.'}`
        : `Your date is ${say.weeks(time.weeks)} away${early ? ', so there is good time.' : ', so let us secure the venue and suppliers now.'}`,
    );
  }
  return { text: parts.join(' '), needs: ['eventDate'] };
}
