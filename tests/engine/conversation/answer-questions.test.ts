import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/contracts/common';
import type { ChatTurn, LeadInfo } from '../../../src/contracts/natural-conversation';
import { buildLlmMessages, converse } from '../../../src/engine/conversation';
import { DEFAULT_KNOWLEDGE } from '../../../src/engine/conversation/knowledge-base/default-knowledge';
import { venueDayCost } from '../../../src/engine/planner/market-data/venue-classes';
import { serviceCost } from '../../../src/engine/planner/service-cost';
import { DEFAULT_COMPANY_FACTS, formatNumber, formatSar } from '../../../src/saudi';

const TODAY = '2026-11-25';
const answer = (id: string, language: Language) =>
  DEFAULT_KNOWLEDGE.find((entry) => entry.id === id)?.answer[language] ?? `no entry ${id}`;
const say = (userMessage: string, language: Language, userContext: LeadInfo = {}) =>
  converse({ userMessage, language, userContext, today: TODAY });
/** Where each expected text starts in the reply: every one found, in the order given. */
function expectInOrder(reply: string, parts: string[]) {
  const at = parts.map((part) => reply.indexOf(part));
  for (const [i, position] of at.entries()) expect(position, parts[i]).toBeGreaterThanOrEqual(0);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
}

describe('every question in a message is answered, in order', () => {
  it('two questions in English: a price and the deposit', () => {
    const reply = say('price for a graduation for 150? also do you take a deposit?', 'en').response;
    expectInOrder(reply, ['our four tiers come to', answer('deposit', 'en')]);
  });

  it('two questions in English: the licence and the cost', () => {
    const reply = say("do we need a licence? and what's the cost?", 'en', {
      eventType: 'corporate',
      guestCount: 200,
    }).response;
    expectInOrder(reply, ['General Entertainment Authority', 'our four tiers come to']);
  });

  it('two questions in English, the second after "and" with no question mark', () => {
    const reply = say('whats the price range? and do you need a permit for that', 'en', {
      eventType: 'corporate',
      guestCount: 70,
      location: 'Khobar',
    }).response;
    expectInOrder(reply, ['our four tiers come to', 'General Entertainment Authority']);
  });

  it('three questions in Arabic, each from its own entry', () => {
    const reply = say('كم العربون؟ وهل عندكم طاقم نسائي؟ ومتى ادفع الباقي؟', 'ar').response;
    expectInOrder(reply, [answer('deposit', 'ar'), answer('female-crew', 'ar'), answer('payment-schedule', 'ar')]);
  });

  it('three questions in English, from the rules and the entries', () => {
    const reply = say('Is VAT included? Can you arrange valet parking? What if it rains?', 'en', {
      eventType: 'wedding',
      guestCount: 200,
      location: 'Riyadh',
    }).response;
    expectInOrder(reply, ['VAT at 15%', answer('valet-parking', 'en'), answer('rain-plan', 'en')]);
  });

  it('two questions in Arabic, a price and a policy', () => {
    const reply = say('كم تكلفة زواج لـ٢٠٠ ضيف في الرياض؟ وكيف سياسة الإلغاء؟', 'ar').response;
    expectInOrder(reply, ['تبلغ باقاتنا الأربع', answer('cancellation', 'ar')]);
  });

  it('a detail given without a question gets no entry that only shares a word with it', () => {
    const reply = say('العدد تقريبا ١٢٠', 'ar', { eventType: 'wedding' }).response;
    expect(reply).not.toContain(answer('small-events', 'ar'));
    expect(reply).toContain('120');
  });

  it('two questions in Arabic, "how much will it cost me" and a service', () => {
    const reply = say('كم تكلفني؟ وهل تسوون توزيعات؟', 'ar', {
      eventType: 'wedding',
      guestCount: 120,
      location: 'Taif',
    }).response;
    expectInOrder(reply, ['تبلغ باقاتنا الأربع', answer('favours', 'ar')]);
  });
});

describe('grounding for an LLM', () => {
  it('gives the entries that answered as facts, and the prompt carries them', () => {
    const turn = say('do you take a deposit? and is there valet parking?', 'en');
    expect(turn.facts).toContain(answer('deposit', 'en'));
    expect(turn.facts).toContain(answer('valet-parking', 'en'));
    const [system] = buildLlmMessages({
      history: [],
      userMessage: 'do you take a deposit? and is there valet parking?',
      language: 'en',
      leadInfo: turn.leadInfo,
      missing: turn.missing,
      facts: turn.facts,
      companyFacts: DEFAULT_COMPANY_FACTS,
      tokenBudget: 3000,
    });
    expect(system?.content).toContain(answer('deposit', 'en'));
  });
});

describe('a budget is held up against the tiers', () => {
  it('a budget below Essential is said to be below it, with the Essential figure', () => {
    const turn = say('is SAR 25,000 enough?', 'en', { eventType: 'wedding', guestCount: 200, location: 'Riyadh' });
    expect(turn.leadInfo.budget).toBe(25_000);
    expect(turn.response).toMatch(/Your budget of SAR\s25,000 is below our Essential tier \(SAR\s[\d,]+\)/u);
  });

  it('a budget that covers tiers names them', () => {
    const turn = say('ميزانيتنا مليون ريال، تكفي؟', 'ar', {
      eventType: 'wedding',
      guestCount: 200,
      location: 'Riyadh',
    });
    expect(turn.response).toMatch(/ميزانيتك .* تغطي: .*الفاخرة|ميزانيتك .* تغطي/);
  });
});

describe('a single item is priced as that item', () => {
  const range = (low: number, high: number) => `${formatSar(low, 'en')} to ${formatSar(high, 'en')}`;
  const round = (amount: number) => Math.round(amount / 100) * 100;

  it('a kosha for 300 guests is the wedding décor package, Essential to Luxury, not four event totals', () => {
    const reply = say('How much is a kosha for 300 guests?', 'en').response;
    const low = round(serviceCost('decoration', 'basic', 300, 1, 'wedding'));
    const high = round(serviceCost('decoration', 'luxury', 300, 1, 'wedding'));
    expect(reply).toContain(range(low, high));
    expect(reply).not.toContain('four tiers');
  });

  it('an istiraha for 70 guests is its hire for that count', () => {
    const reply = say('an istiraha for 70 guests, how much?', 'en').response;
    expect(reply).toContain(formatSar(round(venueDayCost('istiraha', 70)), 'en'));
    expect(reply).not.toContain('four tiers');
  });

  it('a photographer for a birthday is priced for a party, in Arabic', () => {
    const reply = say('بكم المصور لعيد ميلاد ٤٠ شخص؟', 'ar').response;
    const low = round(serviceCost('photography', 'basic', 40, 1, 'birthday'));
    expect(reply).toContain(`${formatNumber(low, 'ar')} ريال`);
  });
});

describe('advice when asked for it', () => {
  it('a graduation for about 60 in Riyadh gets ideas for it and a venue for that size, and the date is asked', () => {
    const turn = say('ابي حفلة تخرج لبنتي تقريبا ٦٠ شخص بالرياض وش تنصحوني', 'ar');
    expect(turn.response).toContain(answer('graduation', 'ar'));
    expect(turn.response).toMatch(/أفكار: .+/);
    expect(turn.response).toContain('استراحة');
    expect(turn.response).not.toContain('فريقنا سيؤكد');
    expect(turn.missing).toBe('eventDate');
  });

  it('in English, a corporate dinner asking what we suggest', () => {
    const reply = say('company dinner for 80 staff in Jeddah, what do you suggest?', 'en').response;
    expect(reply).toMatch(/a few ideas: .+/);
  });
});

describe('a month without a day is the event month', () => {
  it.each([
    ['a wedding in June', 'en', '2027-06'],
    ['زواج شهر ٦ الجاي', 'ar', '2027-06'],
    ['زواج في يونيو', 'ar', '2027-06'],
    ['a conference in February', 'en', '2027-02'],
    ['a corporate iftar next Ramadan', 'en', '2027-02'],
  ] as const)('%s', (message, language, month) => {
    const turn = say(message, language);
    expect(turn.eventMonth).toBe(month);
    expect(turn.missing).not.toBe('eventDate');
  });

  it('a price for a month-only date is for that month, not an assumed day', () => {
    const reply = say('wedding in February in Jeddah, how much for 200 guests?', 'en').response;
    expect(reply).toContain('in February 2027');
    expect(reply).not.toContain('around');
  });
});

describe('the reply that captures the lead', () => {
  function play(language: Language, messages: string[]) {
    const history: ChatTurn[] = [];
    let userContext: LeadInfo = {};
    let captured = false;
    return messages.map((userMessage) => {
      const turn = converse({ userMessage, history, language, userContext, alreadyCaptured: captured, today: TODAY });
      history.push({ role: 'user', content: userMessage }, { role: 'assistant', content: turn.response });
      userContext = turn.leadInfo;
      captured ||= turn.leadCaptured;
      return turn;
    });
  }

  it('confirms in one sentence without thanking (the chat thanks once), repeats no price and asks only what is missing', () => {
    const turns = play('en', [
      'a wedding in Riyadh for 200 guests',
      'how much would it be?',
      "Name's Noura, 0551234567",
    ]);
    const last = turns.at(-1);
    expect(last?.leadCaptured).toBe(true);
    expect(last?.response).not.toMatch(/thank/i);
    expect(last?.response).not.toContain('four tiers');
    expect(last?.response).toMatch(
      /^Noura, I've passed your request to our team \(a wedding, 200 guests, in Riyadh, \+966551234567\), and they will contact you within \d+ hours\. What date do you have in mind\?$/,
    );
  });

  it('in Arabic, with a month already given, asks for the budget and not the date', () => {
    const turns = play('ar', ['زواج في جدة شهر ٦ الجاي لـ٣٠٠ ضيف', 'كم السعر؟', 'معك نورة ٠٥٥١٢٣٤٥٦٧']);
    const last = turns.at(-1);
    expect(last?.leadCaptured).toBe(true);
    expect(last?.response).not.toMatch(/شكر/);
    expect(last?.response).toContain('في يونيو 2027');
    expect(last?.missing).toBe('budget');
  });
});

describe('details read as a visitor means them', () => {
  it.each([
    ["Name's Reem, phone 0551234567", 'Reem'],
    ['Omar Siddiqui here, 0561234567', 'Omar Siddiqui'],
    ["I'm Sara", 'Sara'],
    ['معاك نورة، جوالي ٠٥٥١٢٣٤٥٦٧', 'نورة'],
    ['اسمي هند', 'هند'],
  ])('a name from a real name pattern: %s', (message, name) => {
    expect(say(message, /[a-z]/i.test(message) ? 'en' : 'ar').leadInfo.name).toBe(name);
  });

  it.each(["Change of plans: it's now a public cultural festival", 'it is now in Jeddah', "it's actually 250 guests"])(
    'no name from ordinary words after "it\'s" or "now": %s',
    (message) => {
      const turn = say(message, 'en');
      expect(turn.leadInfo.name).toBeUndefined();
      expect(turn.response).not.toMatch(/Nice to meet you/);
    },
  );

  it.each([
    ['a few guests are vegetarian and one is vegan', 'en'],
    ['٣ من الضيوف نباتيين', 'ar'],
    ['2 guests have a nut allergy', 'en'],
  ] as const)('a dietary count is not the guest count: %s', (message, language) => {
    expect(say(message, language, { guestCount: 150 }).leadInfo.guestCount).toBe(150);
  });

  it.each([
    'company dinner, 120 staff',
    'a staff party for our team',
    'team building for 40 employees',
    'عشاء موظفين لـ٨٠ شخص',
  ])('is corporate: %s', (message) => {
    expect(say(message, /[a-z]/i.test(message) ? 'en' : 'ar').leadInfo.eventType).toBe('corporate');
  });

  it('an occasion of no set type is named by its own words, not as a private occasion', () => {
    expect(say('how much is a graduation party for 150 guests?', 'en').response).toContain(
      'Noted: a graduation, 150 guests',
    );
    const arabic = say('كم تكلفة حفلة تخرج لبنتي ٦٠ شخص؟', 'ar').response;
    expect(arabic).toContain('حفلة تخرج، 60 ضيف');
    expect(arabic).not.toContain('مناسبة خاصة');
  });

  it('a trade exhibition gets the conventions-and-exhibitions licence path', () => {
    const turn = say('a trade exhibition in Riyadh for 2000 visitors, what permits do we need?', 'en');
    expect(turn.leadInfo.eventType).toBe('corporate');
    expect(turn.response).toContain('SCEGA');
  });
});
