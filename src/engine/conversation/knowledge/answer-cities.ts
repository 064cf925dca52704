import { findCities } from '../../../saudi';
import { phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

/**
 * The cities the company serves, from its configured facts (COMPANY_CITIES), and whether the
 * cities the visitor named are among them.
 */
export function answerCities(input: KnowledgeInput): KnowledgeAnswer {
  const { language, facts } = input;
  const say = phrase(language);
  const all = say.list(facts.cities.map((city) => say.city(city)));
  const named = findCities(input.text);
  const served = named.filter((city) => facts.cities.includes(city)).map((city) => say.city(city));
  const elsewhere = named.filter((city) => !facts.cities.includes(city)).map((city) => say.city(city));
  const parts: string[] = [];
  if (served.length > 0) {
    parts.push(
      say.ar ? `نعم، ننظم الفعاليات في ${say.list(served)}.` : `Yes, we organise events in ${say.list(served)}.`,
    );
  }
  if (elsewhere.length > 0) {
    parts.push(
      say.ar
        ? `أما ${say.list(elsewhere)} فليست ضمن المدن التي نخدمها حاليًا، وسيؤكد لك فريقنا إن كان بإمكاننا التنظيم هناك.`
        : `${say.list(elsewhere)} ${elsewhere.length > 1 ? 'are' : 'is'} not among the cities we serve today; our team will confirm whether we can organise there.`,
    );
  }
  parts.push(
    say.ar
      ? `ننظم الفعاليات في مختلف مناطق المملكة، ومنها ${all}.`
      : `We organise events across the Kingdom, including ${all}.`,
  );
  return { text: parts.join(' ') };
}
