import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/contracts/common';
import { questionFor, SLOT_ORDER } from '../../../../src/engine/conversation';
import { DEFAULT_KNOWLEDGE } from '../../../../src/engine/conversation/knowledge-base/default-knowledge';
import { DEFAULT_COMPANY_FACTS, formatPhone } from '../../../../src/saudi';
import { answered, ask, play } from '../play';

const entry = (id: string) => {
  const found = DEFAULT_KNOWLEDGE.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};
/** The reply with its lines joined: a long answer is laid out one sentence a line. */
const flat = (text: string) => text.replace(/\n/g, ' ');
const asksIn = (reply: string, language: Language) =>
  SLOT_ORDER.filter((slot) => reply.includes(questionFor(slot, language)));

describe('a question Layla is sure of', () => {
  it.each([
    ['كم العربون؟', 'ar', 'deposit'],
    ['how much deposit do i need to pay to reserve', 'en', 'deposit'],
    ['تقبلون تحويل بنكي؟', 'ar', 'payment-methods'],
    ['my grandmother is in a wheelchair, is the hall accessible', 'en', 'accessibility'],
  ] as const)('%s is answered from its entry', (message, language, id) => {
    const turn = ask(message, language);
    expect(answered(turn)).toEqual([id]);
    expect(flat(turn.response)).toContain(entry(id).answer[language]);
  });
});

describe('a city or an occasion named beside a question', () => {
  it.each([
    ['تشتغلون في ابها؟', 'ar', 'cities-served'],
    ['Which venue suits 800 guests in Jeddah?', 'en', 'venues'],
    ['Is 3 weeks enough to organise a birthday?', 'en', 'lead-time|last-minute'],
    // Abha's own entry answers its weather (cool summers, winter nights that need heaters).
    [
      'in december in abha is it too cold for an outdoor engagement?',
      'en',
      'weather-heat|outdoor-garden|seasons|abha-asir',
    ],
  ] as const)(
    '%s is about what it asks, not the place or the occasion (answered, or asked to confirm)',
    (message, language, topics) => {
      const [decision, ...more] = ask(message, language).decisions;
      expect(more).toEqual([]);
      const topic =
        decision?.kind === 'answer' ? decision.topic : decision?.kind === 'clarify' ? decision.topics[0] : undefined;
      expect(topics.split('|')).toContain(topic);
    },
  );
});

describe('two topics close together', () => {
  it.each([
    ['what food do you serve, only saudi food?', 'en'],
    ['لين متى؟', 'ar'],
  ] as const)('%s: she asks which one, naming both by their labels, and asks nothing else', (message, language) => {
    const turn = ask(message, language);
    const [decision] = turn.decisions;
    expect(decision?.kind).toBe('clarify');
    if (decision?.kind !== 'clarify') return;
    for (const topic of decision.topics) expect(turn.response).toContain(entry(topic).label[language]);
    expect(turn.missing).toBeNull();
    expect(asksIn(turn.response, language)).toEqual([]);
  });

  it('a reply choosing one of the two is answered with it: "the first", or words of its own', () => {
    const [question, first] = play('en', ['what food do you serve, only saudi food?', 'the first one']);
    const topics = question?.decisions[0]?.kind === 'clarify' ? question.decisions[0].topics : [];
    expect(answered(first)).toEqual([topics[0]]);
    const [, byWords] = play('ar', ['لين متى؟', 'اقصد متى تتصلون علي']);
    expect(answered(byWords)).toEqual(['callback-time']);
    const [, menus] = play('en', ['what food do you serve, only saudi food?', 'i mean the menus you offer']);
    expect(answered(menus)).toEqual(['catering-menus']);
  });
});

describe('what an event company does not do', () => {
  it.each([
    ['can you help me get a visa for my cousin from egypt', 'en', 'travel-visas'],
    ['how do i cook kabsa at home?', 'en', 'cooking-recipes'],
    ['ابي احجز تذكرة طيران لجدة', 'ar', 'flights-tours'],
    ['ابي قرض عشان الزواج', 'ar', 'loans-finance'],
  ] as const)('%s gets the polite no and the way back of its topic', (message, language, id) => {
    const turn = ask(message, language);
    expect(turn.decisions.map((decision) => [decision.kind, 'topic' in decision ? decision.topic : undefined])).toEqual(
      [['decline', id]],
    );
    expect(flat(turn.response)).toContain(entry(id).answer[language]);
  });
});

describe('a message that only says what the event is', () => {
  it.each([
    ['Wedding planning', 'en'],
    ['تخطيط حفل زواج', 'ar'],
    ['ابي تنظيم حفلة عيد ميلاد', 'ar'],
    // Wanting to book it, and how big it feels, are no question of their own.
    ['we would like to book a graduation party in khobar', 'en'],
    ['hey we want to do a small graduation thing for my daughter in jeddah', 'en'],
    ['هلا، ابي احجز ملكة اختي بالطايف', 'ar'],
  ] as const)('%s is noted, and asks nothing she hands over', (message, language) => {
    const turn = ask(message, language);
    expect(turn.decisions.filter((decision) => decision.kind !== 'answer')).toEqual([]);
    expect(turn.response).not.toContain(DEFAULT_COMPANY_FACTS.phone);
    expect(turn.leadInfo.eventType).toBeDefined();
  });
});

describe('booking as a question', () => {
  it.each([
    ['can we book one of your halls for a wedding in riyadh?', 'en'],
    ['how do i book with you?', 'en'],
  ] as const)('%s is still answered or asked about, never only noted', (message, language) => {
    expect(ask(message, language).decisions).not.toEqual([]);
  });
});

describe('an event question she is unsure of', () => {
  it.each([
    ['can our guests bring their falcons to the hall?', 'en'],
    ['هل تقدرون تجيبون جمل يمشي في الزفة؟', 'ar'],
  ] as const)(
    '%s is handed to the team with the phone and WhatsApp, never answered with a guess',
    (message, language) => {
      const turn = ask(message, language);
      expect(turn.decisions.map((decision) => decision.kind)).toEqual(['handover']);
      expect(turn.response).toContain(DEFAULT_COMPANY_FACTS.phone);
      expect(turn.response).toContain(formatPhone(DEFAULT_COMPANY_FACTS.whatsapp));
    },
  );
});

describe('whether a venue, or the company, is free on a date', () => {
  it.each([
    ['is the Four Seasons ballroom in riyadh free on 12 february?', 'en'],
    ['is Qasr Al Nakheel hall available on the last thursday of march', 'en'],
    ['قاعة ليلتي فاضية آخر خميس من مارس؟', 'ar'],
    ['Are you available on 15/3/2027?', 'en'],
    ['انتم فاضيين يوم ١٢ فبراير؟', 'ar'],
  ] as const)('%s is handed to the team, never answered with the halls or the hours paragraph', (message, language) => {
    const turn = ask(message, language);
    expect(turn.decisions.map((decision) => decision.kind)).toEqual(['handover']);
    expect(turn.response).toContain(DEFAULT_COMPANY_FACTS.phone);
  });

  it('while booking a hall in a month, or the office hours, is answered', () => {
    expect(answered(ask('can you book a wedding hall in july?', 'en'))).toEqual(['wedding-hall']);
    expect(answered(ask('are you open on saturday?', 'en'))).toEqual(['working-hours']);
  });
});

describe('what one venue lets the visitor do', () => {
  it.each([
    ['we booked the Marriott ballroom, will the hotel let us burn bukhoor inside?', 'en'],
    ['does this hall allow a drummer group after midnight', 'en'],
    ['القاعه تسمح بالشموع والبخور؟', 'ar'],
  ] as const)('%s is handed to the team: the venue says its own rules', (message, language) => {
    const turn = ask(message, language);
    expect(turn.decisions.map((decision) => decision.kind)).toEqual(['handover']);
    expect(turn.response).toContain(DEFAULT_COMPANY_FACTS.phone);
  });

  it('while what venues in general allow is answered', () => {
    expect(answered(ask('do hotels allow fireworks?', 'en'))).toEqual(['fireworks']);
  });
});

describe("something of the visitor's the company already made, sent or holds", () => {
  it.each([
    ['can the flower arch you sent us last week be made taller?', 'en'],
    ['did my payment for the booking go through?', 'en'],
    ['الديكور اللي صممتوه لنا نقدر نزيد فيه إضاءة؟', 'ar'],
  ] as const)('%s is handed to the team: only its records hold it', (message, language) => {
    const turn = ask(message, language);
    expect(turn.decisions.map((decision) => decision.kind)).toEqual(['handover']);
    expect(turn.response).toContain(DEFAULT_COMPANY_FACTS.phone);
  });

  it('while a general question about what the company did is answered', () => {
    expect(answered(ask('can i see photos of weddings you did before', 'en'))).toEqual(['portfolio']);
  });
});

describe('a message of several questions', () => {
  it.each([
    ['كم العربون؟ وهل عندكم طاقم نسائي؟ ومتى ادفع الباقي؟', 'ar', ['deposit', 'female-crew', 'payment-schedule']],
    ['do you take a deposit? and is there valet parking?', 'en', ['deposit', 'valet-parking']],
    [
      'we are 250 in jeddah for a wedding, is vat included? also can you do the invitations',
      'en',
      ['vat', 'invitations'],
    ],
  ] as const)('%s: each is answered, in order, none dropped', (message, language, topics) => {
    const turn = ask(message, language);
    expect(answered(turn)).toEqual(topics);
  });
});

describe('the form', () => {
  it('asks one missing detail at a time and never one she has', () => {
    for (const [language, messages] of [
      [
        'en',
        [
          'Hello',
          "I'm planning a wedding",
          'about 250 guests',
          'Sara',
          '0501234567',
          'Jeddah',
          'in June',
          'budget 300k',
        ],
      ],
      [
        'ar',
        [
          'السلام عليكم',
          'ابغى اسوي ملكة',
          'ميتين',
          'نورة',
          'nora@example.com',
          'بالرياض',
          'بعد شهرين',
          'ميزانيتي نص مليون',
        ],
      ],
    ] as const) {
      const turns = play(language, messages);
      expect(turns.map((turn) => turn.missing)).toEqual([...SLOT_ORDER, null]);
      for (const turn of turns) expect(asksIn(turn.response, language).length).toBeLessThanOrEqual(1);
    }
  });

  it('does not ask again in the next reply for a detail the visitor left unanswered', () => {
    const turns = play('en', [
      'a wedding in Riyadh for 200 guests',
      'do you take a deposit?',
      'and a written contract?',
    ]);
    expect(turns.map((turn) => turn.missing)).toEqual(['name', 'contact', 'name']);
  });

  it('captures the lead once, when the name, the kind and a way to reach the visitor come together', () => {
    const turns = play('en', ['A birthday', 'I am Lina', 'lina@example.com', '0551234567', '40 guests']);
    expect(turns.map((turn) => turn.leadCaptured)).toEqual([false, false, true, false, false]);
    expect(turns[2]?.response).toMatch(/within \d+ hours/);
  });

  it('keeps talking after the capture: when the team calls, and what happens next', () => {
    const turns = play('ar', ['زواج في جدة ٣٠٠ ضيف', 'اسمي منى ٠٥٩١٢٣٤٥٦٧', 'طيب متى تتواصلون معي؟']);
    expect(turns[1]?.leadCaptured).toBe(true);
    expect(answered(turns[2])).toEqual(['callback-time']);
  });

  it('a detail changed after the capture updates the lead, and she says so', () => {
    const turns = play('en', [
      'wedding in june 2027 in jeddah for 400',
      "I'm Lama, 0541234567",
      'oh and the guests will be 450 not 400',
    ]);
    const last = turns.at(-1);
    expect(last?.leadUpdated).toEqual(['guestCount']);
    expect(last?.leadInfo.guestCount).toBe(450);
    expect(last?.response).toContain("I've updated your request for our team: 450 guests.");
  });

  it('a price asked before the count is answered for a usual size, and the count is asked next', () => {
    const [turn] = play('en', ['how much does a wedding cost?']);
    expect(answered(turn)).toEqual(['price-estimate']);
    expect(turn?.missing).toBe('guestCount');
  });
});
