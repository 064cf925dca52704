import { phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

/**
 * The cities the company serves, from its configured facts (COMPANY_CITIES), and whether the
 * city the visitor named is one of them.
 */
export function answerCities(input: KnowledgeInput, named: string | undefined): KnowledgeAnswer {
  const { language, facts } = input;
  const say = phrase(language);
  const all = say.list(facts.cities.map((city) => say.city(city)));
  const served = named && (facts.cities as readonly string[]).includes(named);
  const parts: string[] = [];
  if (named && served)
    parts.push(
      say.ar ? `نعم، ننظم الفعاليات في ${say.city(named)}.` : `Yes, we organise events in ${say.city(named)}.`,
    );
  if (named && !served) {
    parts.push(
      say.ar
        ? `${say.city(named)} ليست ضمن المدن التي نخدمها حاليًا، وسيؤكد لك فريقنا إن كان بإمكاننا التنظيم هناك.`
        : `${say.city(named)} is not among the cities we serve today; our team will confirm whether we can organise there.`,
    );
  }
  parts.push(
    say.ar
      ? `ننظم الفعاليات في مختلف مناطق المملكة، ومنها ${all}.`
      : `We organise events across the Kingdom, including ${all}.`,
  );
  return { text: parts.join(' ') };
}
