import { monthName, OCCASION_NOTES } from '../../../saudi';
import {
  CULTURAL_NOTES,
  dateContext,
  EVENT_PERMIT_LEAD_DAYS,
  NATIONAL_DAYS,
  nextOccasion,
  type Occasion,
  pricingContext,
  RAMADAN_NOTES,
  REGULATIONS,
  SEASON_NOTES,
} from '../../planner';
import { keywordMatcher } from '../text/keyword-matcher';
import { phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

// biome-ignore format: word lists read best packed
const NAMED: Record<Occasion, (text: string) => boolean> = {
  ramadan: keywordMatcher(['ramadan', 'ramadhan', 'ramzan', 'iftar', 'suhoor', 'suhur'], ['رمضان', 'رمضاني', 'افطار', 'سحور', 'غبقه']),
  eidAlFitr: keywordMatcher(['eid al fitr', 'eid al-fitr', 'eid ul fitr', 'fitr'], ['عيد الفطر', 'الفطر']),
  eidAlAdha: keywordMatcher(['eid al adha', 'eid al-adha', 'eid ul adha', 'adha'], ['عيد الاضحي', 'الاضحي', 'العيد الكبير']),
  hajj: keywordMatcher(['hajj', 'haj', 'pilgrimage'], ['الحج', 'حج']),
  nationalDay: keywordMatcher(['national day'], ['اليوم الوطني']),
  foundingDay: keywordMatcher(['founding day'], ['يوم التاسيس']),
};
const ANY_EID = keywordMatcher(['eid'], ['العيد', 'العيدين']);
const NEXT_YEAR = keywordMatcher(['next year'], ['السنه الجايه', 'السنه القادمه', 'العام القادم', 'العام الجاي']);

/**
 * Ramadan, the two Eids, Hajj and the national days: when they next fall (the planner's calendar
 * tables) and what they mean for an event (after sunset in Ramadan, halls full around Eid,
 * Makkah closed before Hajj, a GEA permit for a public celebration).
 */
export function answerCalendar(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead, text } = input;
  const say = phrase(language);
  let occasions = (Object.keys(NAMED) as Occasion[]).filter((occasion) => NAMED[occasion](text));
  if (occasions.length === 0) occasions = ANY_EID(text) ? ['eidAlFitr', 'eidAlAdha'] : ['ramadan', 'hajj'];
  const from = fromDay(input);
  // The soonest first.
  const next = (occasion: Occasion) => (from && nextOccasion(occasion, from)?.start) || '9999';
  occasions.sort((a, b) => next(a).localeCompare(next(b)));
  const parts: string[] = [];
  if (lead.eventDate) {
    const context = dateContext(lead.eventDate, lead.location ?? '');
    if (context.ramadan || context.hajjPeriod) {
      const period = OCCASION_NOTES[context.ramadan ? 'ramadan' : 'hajj'].name[language];
      parts.push(
        say.ar
          ? `تاريخكم ${say.day(lead.eventDate)} يقع في ${period}.`
          : `Your date, ${say.day(lead.eventDate)}, falls in ${period}.`,
      );
    }
  }
  for (const occasion of occasions) parts.push(...sentences(occasion, input, from));
  if (occasions.some((occasion) => occasion.startsWith('eid'))) parts.push(SEASON_NOTES.weddingSummer[language]);
  const pilgrimage =
    occasions.some((occasion) => occasion === 'ramadan' || occasion === 'hajj') && surcharges(input, from);
  if (pilgrimage) {
    const hajj = say.percent(pilgrimage.hajj);
    const ramadan = say.percent(pilgrimage.ramadan);
    parts.push(
      say.ar
        ? `وفي مكة المكرمة والمدينة المنورة ترتفع الأسعار نحو ${hajj} في الحج و${ramadan} في رمضان، والطلب في ذروته.`
        : `In Makkah and Madinah, prices run about ${hajj} higher in Hajj and ${ramadan} in Ramadan, at peak demand.`,
    );
  }
  return { text: [...new Set(parts)].join(' '), needs: ['eventType'] };
}

/**
 * What the planner adds to prices in the visitor's city in the next Hajj and Ramadan: its one
 * holy-city rule (pricingContext's pilgrimage), asked rather than repeated; undefined elsewhere.
 */
function surcharges({ lead }: KnowledgeInput, from: string | undefined): { hajj: number; ramadan: number } | undefined {
  const share = (occasion: 'hajj' | 'ramadan') => {
    const eventDate = nextOccasion(occasion, from ?? '')?.start;
    return eventDate
      ? pricingContext({ eventType: 'other', location: lead.location ?? '', eventDate }).pilgrimage - 1
      : 0;
  };
  const [hajj, ramadan] = [share('hajj'), share('ramadan')];
  return hajj > 0 && ramadan > 0 ? { hajj, ramadan } : undefined;
}

function sentences(occasion: Occasion, input: KnowledgeInput, from: string | undefined): string[] {
  const { language, lead } = input;
  const say = phrase(language);
  const name = OCCASION_NOTES[occasion].name[language];
  const next = from ? nextOccasion(occasion, from) : undefined;
  switch (occasion) {
    case 'ramadan': {
      const kind = lead.eventType === 'wedding' || lead.eventType === 'corporate' ? lead.eventType : undefined;
      return [
        next
          ? say.ar
            ? `يبدأ رمضان ${next.start.slice(0, 4)} نحو ${say.day(next.start)} ويستمر حتى ${say.day(next.end)}.`
            : `Ramadan ${next.start.slice(0, 4)} runs from about ${say.day(next.start)} to ${say.day(next.end)}.`
          : '',
        CULTURAL_NOTES.ramadan.description[language],
        kind ? RAMADAN_NOTES[kind][language] : '',
      ].filter(Boolean);
    }
    case 'hajj': {
      const closed = next?.closedFrom;
      const dates = next
        ? say.ar
          ? `يقع الحج نحو ${say.day(next.start)} إلى ${say.day(next.end)}، وتُغلق مكة المكرمة أمام من لا يحمل تصريح حج من نحو ${say.day(closed ?? next.start)}.`
          : `Hajj falls on about ${say.day(next.start)} to ${say.day(next.end)}, and Makkah is closed to anyone without a Hajj permit from about ${say.day(closed ?? next.start)}.`
        : say.ar
          ? 'تُغلق مكة المكرمة أمام من لا يحمل تصريح حج لأسابيع قبل الحج.'
          : 'Makkah is closed to anyone without a Hajj permit for weeks before Hajj.';
      return [dates, lead.location === 'Mecca' ? REGULATIONS.meccaEntry.description[language] : ''].filter(Boolean);
    }
    case 'nationalDay':
    case 'foundingDay': {
      const day = NATIONAL_DAYS[occasion];
      const fixed = next ? say.day(next.start).replace(/ \d{4}$/, '') : `${day.day} ${monthName(day.month, language)}`;
      const gea = REGULATIONS.geaPermit.authority[language];
      return [
        say.ar
          ? `${name} في ${fixed} من كل عام${next ? `، والقادم ${say.day(next.start)}` : ''}.`
          : `${name} is on ${fixed} every year${next ? `; the next is ${say.day(next.start)}` : ''}.`,
        say.ar
          ? `الاحتفال العام به يحتاج تصريحًا من ${gea} قبل ${EVENT_PERMIT_LEAD_DAYS} يومًا على الأقل.`
          : `A public celebration needs a permit from the ${gea} at least ${EVENT_PERMIT_LEAD_DAYS} days ahead.`,
      ];
    }
    default:
      return next
        ? [
            say.ar
              ? `يأتي ${name} نحو ${say.day(next.start)}.`
              : `${name} falls around ${say.day(next.start)}${occasion === 'eidAlAdha' ? ', during Hajj' : ''}.`,
          ]
        : [];
  }
}

/** The day to look ahead from: today, or the first day of a year the visitor names. */
function fromDay({ text, today, lead }: KnowledgeInput): string | undefined {
  const start = today ?? lead.eventDate;
  if (!start) return undefined;
  const year = /(?<!\d)(20[2-4]\d)(?!\d)/.exec(text)?.[1];
  const named = year ? `${year}-01-01` : NEXT_YEAR(text) ? `${Number(start.slice(0, 4)) + 1}-01-01` : undefined;
  return named && named > start ? named : start;
}
