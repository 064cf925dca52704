import { type VenueClass, venueClassesIn, venueClassFacts, venuesFor } from '../../planner';
import { keywordMatcher } from '../text/keyword-matcher';
import { DEFAULT_CITY, leadEvent } from './lead-event';
import { phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

/** Words that name a kind of venue, with the classes they may mean, smallest first. */
// biome-ignore format: a table reads best packed
const NAMED: readonly (readonly [(text: string) => boolean, readonly VenueClass[]])[] = [
  [keywordMatcher(['camp', 'desert camp', 'desert', 'tent', 'tents'], ['مخيم', 'مخيمات', 'البر', 'خيمه', 'خيام']), ['desert_camp']],
  [keywordMatcher(['istiraha', 'istirahah', 'rest house', 'resthouse'], ['استراحه', 'استراحات']), ['istiraha_small', 'istiraha']],
  [keywordMatcher(['palace', 'qasr', 'wedding hall'], ['قصر', 'قصور', 'قصر افراح', 'قاعه افراح']), ['wedding_palace']],
  [keywordMatcher(['private dining', 'dining room'], ['صاله طعام']), ['hotel_private_dining']],
  [keywordMatcher(['hotel', 'hotels', 'ballroom'], ['فندق', 'فنادق']), ['hotel_private_dining', 'hotel_function_room', 'hotel_ballroom']],
  [keywordMatcher(['at home', 'our home', 'my home', 'house', 'villa', 'garden'], ['البيت', 'بيت', 'منزل', 'المنزل', 'حوش', 'فيلا']), ['home']],
  [keywordMatcher(['restaurant', 'restaurants'], ['مطعم', 'مطاعم']), ['restaurant_room']],
  [keywordMatcher(['heritage site', 'heritage'], ['موقع تراثي', 'تراثي']), ['heritage_site']],
];

/**
 * Which venues fit the visitor's guests in their city, from the planner's venue classes (what a
 * class holds there, its day's hire); a venue the visitor names ('a desert camp?') is answered for
 * that class. Without an event type, the kinds of venue the city has.
 */
export function answerVenues(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead, text } = input;
  const say = phrase(language);
  const city = say.city(lead.location ?? DEFAULT_CITY);
  // 'Is a private dining room better than a rest house?': each kind named, at most two.
  const kinds = NAMED.filter(([matches]) => matches(text))
    .map(([, classes]) => classes)
    .slice(0, 2);
  const named = kinds[0];
  // A venue named, or a guest count, is enough to answer for a private celebration of that size.
  const eventType = named || lead.guestCount ? 'other' : undefined;
  const event = leadEvent(lead, { language, today: input.today, description: input.description, eventType });
  if (!event) {
    // One class per size of venue, smallest first: a home, a restaurant room, a hall, a ballroom…
    const bySize = new Map<number, string>();
    for (const { name, capacity } of venueClassesIn(lead.location ?? DEFAULT_CITY, language)) {
      if (!bySize.has(capacity.max)) bySize.set(capacity.max, name);
    }
    const names = [...bySize]
      .sort(([a], [b]) => a - b)
      .map(([max, name]) => (say.ar ? `${name} (حتى ${say.number(max)} ضيف)` : `${name} (up to ${say.number(max)})`));
    return {
      text: say.ar
        ? `في ${city} ننظم المناسبات في: ${say.list(names)}.`
        : `In ${city} we hold events in: ${say.list(names)}.`,
      needs: ['eventType', 'guestCount'],
    };
  }
  const guests = say.number(event.request.guestCount);
  const forGuests = event.assumed.guests
    ? say.ar
      ? `لنحو ${guests} ضيف (العدد المعتاد)`
      : `for about ${guests} guests (a usual size)`
    : say.ar
      ? `لـ${guests} ضيف`
      : `for ${guests} guests`;
  const guestsPhrase = event.assumed.guests ? `about ${guests} guests (a usual size)` : `${guests} guests`;
  const parts: string[] = [];
  const guestCount = event.request.guestCount;
  const shown: VenueClass[] = [];
  for (const classes of kinds) {
    const facts = classes.map((venueClass) => ({ venueClass, ...venueClassFacts(event.request, venueClass) }));
    const fits = (one: (typeof facts)[number]) =>
      one.inCity && one.capacity.min <= guestCount && guestCount <= one.capacity.max;
    const fact = facts.find(fits) ?? facts.at(-1);
    if (!fact) continue;
    shown.push(fact.venueClass);
    const range = `${say.number(fact.capacity.min)}–${say.number(fact.capacity.max)}`;
    const name = fact.name.charAt(0).toLowerCase() + fact.name.slice(1);
    const article = /^[aeiou]/.test(name) ? 'An' : 'A';
    parts.push(
      !fact.inCity
        ? say.ar
          ? `لا يتوفر في ${city} ${fact.name}.`
          : `${city} has no ${name}.`
        : fact.hire === 0
          ? say.ar
            ? `${fact.name}: حتى ${say.number(fact.capacity.max)} ضيف، وتدفع الضيافة فقط.`
            : `${fact.name}: up to ${say.number(fact.capacity.max)} guests, with only the catering to pay.`
          : say.ar
            ? `${fact.name} في ${city}: من ${say.number(fact.capacity.min)} إلى ${say.number(fact.capacity.max)} ضيف، والإيجار ${forGuests} يبدأ من نحو ${say.sar(fact.hire)} لليوم، دون الضيافة والضريبة.`
            : `${article} ${name} in ${city} holds ${range} guests; hire ${forGuests} starts at about ${say.sar(fact.hire)} a day, before catering and VAT.`,
    );
  }
  // Two kinds named are a comparison: answered above. Otherwise the planner's own suggestions.
  const venues = kinds.length > 1 ? [] : venuesFor(event.request).filter((venue) => !shown.includes(venue.venueClass));
  const list = venues
    .slice(0, 3)
    .map(({ name, capacity }) => `${name} (${say.number(capacity.min)}–${say.number(capacity.max)})`);
  if (list.length > 0) {
    parts.push(
      say.ar
        ? `${named ? 'ومن الأماكن المناسبة أيضًا' : 'الأماكن المناسبة'} ${forGuests} في ${city}: ${say.list(list)}.`
        : `${named ? 'Other venues that suit' : 'The venues that suit'} ${guestsPhrase} in ${city}: ${say.list(list)}.`,
    );
  }
  return { text: parts.join(' '), needs: ['guestCount', 'location'] };
}
