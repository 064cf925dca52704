import { EVENT_PERMIT_LEAD_DAYS, REGULATIONS, type RegulationKey, regulationsFor } from '../../planner';
import { askedPackages } from './asked-packages';
import { eventName } from './event-name';
import { leadEvent } from './lead-event';
import { phrase } from './phrase';
import { ruleText } from './rule-text';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

/** Rules that come with the place, whatever the event. */
const PLACE_RULES: readonly RegulationKey[] = ['alulaHeritage', 'hajjClosure', 'meccaEntry'];
/** Rules that are permits for this event, said after whether the GEA permit applies. */
const SPECIFIC: readonly RegulationKey[] = [
  'geaSuppliers',
  'performingArts',
  'scega',
  'alulaHeritage',
  'hajjClosure',
  'meccaEntry',
];

/**
 * Which permits the visitor's event needs and who issues them, from the planner's rules for that
 * event (a band at a wedding brings the GEA's supplier licences; a conference of 50+ SCEGA's
 * licence; AlUla the RCU's approval); without an event type, the general rule and the question.
 */
export function answerPermits(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead } = input;
  const say = phrase(language);
  const gea = REGULATIONS.geaPermit.authority[language];
  const venue = venueLicences(input);
  const event = leadEvent(lead, {
    language,
    today: input.today,
    description: input.description,
    servicePackages: askedPackages(input.text).filter((pack) => pack === 'entertainment'),
  });
  if (!event) {
    // The place's own rules (AlUla's heritage sites, Makkah) apply whatever the event.
    const place = lead.location ? leadEvent(lead, { language, today: input.today, eventType: 'other' }) : undefined;
    const local = place ? regulationsFor(place.request).filter((rule) => PLACE_RULES.includes(rule.key)) : [];
    const scega = REGULATIONS.scega.authority[language];
    const general = say.ar
      ? `الفعاليات العامة تحتاج تصريحًا من ${gea} قبل ${EVENT_PERMIT_LEAD_DAYS} يومًا على الأقل، أما المناسبات الخاصة كالأعراس فلا تحتاجه. والمؤتمرات التي يحضرها 50 فأكثر تحتاج ترخيص ${scega}.`
      : `Public events need a permit from the ${gea}, applied for at least ${EVENT_PERMIT_LEAD_DAYS} days ahead; private ones such as weddings need none. Conferences of 50 or more also need a licence from the ${scega}.`;
    const rules = local.map((rule) => ruleText(rule.key, language));
    return { text: [general, ...rules, venue].join(' '), needs: ['eventType'] };
  }
  const rules = regulationsFor(event.request);
  const keys = new Set(rules.map((rule) => rule.key));
  const what = eventName(event, language, input.people);
  const parts: string[] = [];
  if (keys.has('geaPermit')) {
    parts.push(say.ar ? `نعم، ${what} تحتاج تصريحًا.` : `Yes, ${what} needs a permit.`, ruleText('geaPermit', language));
  } else if (!keys.has('geaSuppliers')) {
    parts.push(
      say.ar
        ? `${what} مناسبة خاصة غير مفتوحة للجمهور، فلا تحتاج تصريح فعالية من ${gea}.`
        : `As a private event not open to the public, ${what} needs no event permit from the ${gea}.`,
    );
  }
  for (const rule of rules) if (SPECIFIC.includes(rule.key)) parts.push(ruleText(rule.key, language));
  parts.push(venue);
  // Whether a corporate or other event is public depends on its size: ask it.
  const needs = event.assumed.guests && (lead.eventType === 'corporate' || lead.eventType === 'other');
  return { text: parts.join(' '), needs: needs ? ['guestCount'] : undefined };
}

/** Every event: the venue's municipal and Civil Defense licences, which we check. */
function venueLicences({ language }: KnowledgeInput): string {
  const balady = REGULATIONS.balady.authority[language];
  const civilDefense = REGULATIONS.civilDefense.authority[language];
  return language === 'ar'
    ? `وفي كل الأحوال يجب أن يحمل المكان ترخيص ${balady} وترخيص ${civilDefense}، ونتولى نحن التأكد منها والتقديم عليها.`
    : `Either way, the venue must hold its licences from the ${balady} and ${civilDefense}; we check them and handle the applications for you.`;
}
