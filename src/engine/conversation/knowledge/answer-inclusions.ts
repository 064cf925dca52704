import { SERVICE_PACKAGES } from '../../../contracts/constants';
import { PACKAGE_NAMES, quoteEvent, VAT_RATE } from '../../planner';
import { keywordMatcher } from '../text/keyword-matcher';
import { askedPackages } from './asked-packages';
import { eventName } from './event-name';
import { leadEvent } from './lead-event';
import { lowerFirst, phrase } from './phrase';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

// biome-ignore format: a table reads best packed
const TIER_WORDS = [
  ['basic', keywordMatcher(['essential', 'basic', 'cheapest'], ['الاساسيه', 'اساسيه', 'ارخص'])],
  ['premium', keywordMatcher(['premium'], ['المميزه', 'مميزه'])],
  ['luxury', keywordMatcher(['luxury', 'vip'], ['الفاخره', 'فاخره'])],
] as const;

/**
 * What a price includes and what it leaves out, from the visitor's own quote: the tier's venue
 * class, catering and included extras (the planner's tier features), VAT, and the service
 * packages that are added on top. A package the visitor asks about ('is photography included?')
 * is answered first.
 */
export function answerInclusions(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead, text } = input;
  const say = phrase(language);
  const vat = say.percent(VAT_RATE);
  const extras = SERVICE_PACKAGES.map((pack) => (say.ar ? PACKAGE_NAMES[pack].ar : lowerFirst(PACKAGE_NAMES[pack].en)));
  const asked = askedPackages(text).map((pack) =>
    say.ar ? PACKAGE_NAMES[pack].ar : lowerFirst(PACKAGE_NAMES[pack].en),
  );
  const parts: string[] = [];
  if (asked.length > 0) {
    parts.push(
      say.ar
        ? `خدمات ${say.list(asked)} لا تدخل في السعر الأساسي، وتُضاف حسب اختياركم.`
        : `${capital(say.list(asked))} ${asked.length > 1 ? 'are' : 'is'} not in the base price: you add ${asked.length > 1 ? 'them' : 'it'} as you choose.`,
    );
  }
  const event = leadEvent(lead, { language, today: input.today, description: input.description });
  if (!event) {
    parts.push(
      say.ar
        ? `تشمل عروضنا المكان والضيافة وضريبة القيمة المضافة ${vat}، وتُضاف الخدمات مثل ${say.either(extras.slice(0, 4))} حسب اختياركم.`
        : `Our quotes include the venue, the catering and VAT at ${vat}; services such as ${say.either(extras.slice(0, 4))} are added as you choose them.`,
    );
    return { text: parts.join(' '), needs: ['eventType', 'guestCount'] };
  }
  const level = TIER_WORDS.find(([, matches]) => matches(text))?.[0] ?? 'standard';
  const tier = quoteEvent(event.request)[level];
  const total = say.sar(tier.total);
  // The tier's features as the generator's card lists them: the venue class, the catering, the extras.
  parts.push(
    say.ar
      ? `${tier.name} ل${eventName(event, language, input.people)} (${total} شاملة الضريبة) تشمل المكان والضيافة وضريبة القيمة المضافة ${vat}: ${tier.features.join('؛ ')}.`
      : `Our ${tier.name} quote for ${eventName(event, language, input.people)} (${total}, VAT included) covers the venue, the catering and VAT at ${vat}: ${tier.features.join('; ')}.`,
  );
  if (asked.length === 0) {
    parts.push(
      say.ar
        ? `أما ${say.list(extras.slice(0, 4))} وغيرها فتضاف حسب اختياركم.`
        : `${capital(say.list(extras.slice(0, 4)))} and the other services are extras you add as you choose.`,
    );
  }
  return { text: parts.join(' '), needs: event.assumed.guests ? ['guestCount'] : undefined };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
