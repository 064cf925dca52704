import { describe, expect, it } from 'vitest';
import { chooseAsk } from '../../../../src/engine/conversation/decide/choose-ask';
import { assumedDate, leadEvent } from '../../../../src/engine/conversation/knowledge/lead-event';
import { fixTypos } from '../../../../src/engine/conversation/text/fix-typos';
import { isQuestion } from '../../../../src/engine/conversation/understand/is-question';
import { extractSlots } from '../../../../src/engine/conversation/understand/slots/extract-slots';
import { dateContext } from '../../../../src/engine/planner';
import { normalizeText } from '../../../../src/saudi';

const slots = (message: string) => extractSlots(message, { today: '2026-05-01' });

describe('guest counts said with any people noun', () => {
  it.each([
    ['an iftar for 150 staff', 150],
    ['a seminar for 80 employees', 80],
    ['birthday for 30 kids', 30],
    ['about 60 families', 60],
    ["we're 250 in Jeddah", 250],
    ['ندوة ل٨٠ موظف', 80],
    ['حفلة لـ٣٠ طفل', 30],
    ['احنا ٢٥٠ بجدة', 250],
    ['تجمع ٤٠ عائلة', 40],
  ])('%s', (message, count) => {
    expect(slots(message).guestCount).toBe(count);
  });

  it('leaves money and days alone', () => {
    expect(slots('we are spending 50k')).toEqual({ budget: 50_000 });
    expect(slots('a 3 day conference').guestCount).toBeUndefined();
  });
});

describe('names given after the details', () => {
  it.each([
    ['A seminar for 80 employees in Khobar, do we need a licence? Ahmed here', 'Ahmed'],
    ['Workshop for 40 staff in Jeddah, is lunch included? regards, Omar', 'Omar'],
    ['birthday for 30 kids in Riyadh, what venues work? - Mona', 'Mona'],
    ['ورشة عمل لـ٤٠ موظف في جدة، الغدا داخل في السعر؟ أخوك فهد', 'فهد'],
    ['عيد ميلاد لـ٣٠ طفل بالرياض وش الأماكن المناسبة؟ نورة', 'نورة'],
  ])('%s', (message, name) => {
    expect(slots(message).name).toBe(name);
  });

  it.each([
    'do we need a permit for the wedding? thanks',
    'is VAT included? Ramadan',
    'what venues suit 300 guests? lol',
    'كم السعر؟ لو سمحت',
    'a wedding in Riyadh? Jeddah',
  ])('takes no name from %s', (message) => {
    expect(slots(message).name).toBeUndefined();
  });
});

describe('typos in the words Layla turns on', () => {
  it('puts the domain words right and nothing else', () => {
    expect(fixTypos('planning our weding, any permmits? confrence in ramdan')).toBe(
      'planning our wedding, any permits? conference in ramadan',
    );
    expect(fixTypos('quite a reason to bring the winner, licensed caterers')).toBe(
      'quite a reason to bring the winner, licensed caterers',
    );
    expect(fixTypos('write to sara.weding@example.com')).toBe('write to sara.weding@example.com');
  });

  it('reads the event type through them', () => {
    expect(slots('our confrence for 120 delegates').eventType).toBe('corporate');
    expect(slots('a brithday party').eventType).toBe('birthday');
    expect(slots('we r planning a company team buildng day').eventType).toBe('corporate');
  });
});

describe('event words', () => {
  it.each([
    ['a forum for our partners', 'corporate'],
    ['ملتقى للشركات الناشئة', 'corporate'],
    ['ورشة عمل للموظفين', 'corporate'],
    ['ندوة ثقافية', 'corporate'],
    ['an iftar for our company', 'corporate'],
    ['a cultural evening of poetry', 'cultural'],
    ['أمسية ثقافية', 'cultural'],
    ['ملچة اختي', 'wedding'],
  ])('%s is %s', (message, type) => {
    expect(slots(message).eventType).toBe(type);
  });

  it("does not take an adjective for an event: 'cultural do's'", () => {
    expect(slots("cultural do's and don'ts for a product launch").eventType).toBe('corporate');
  });
});

describe('questions without a question mark', () => {
  it.each([
    'do u need a licence',
    'hw long before',
    'وش التصاريح المطلوبه',
    'لازم رخصه',
    'if we add a second photographer what does it change in the price',
    // The question put last, as phone messages do.
    'rest of the money due wen',
    'party in 2 days u can',
    'عندنا ضيفه هندوسيه بالعرس عادي',
    'wat does price cover',
  ])('%s', (text) => {
    expect(isQuestion(normalizeText(text))).toBe(true);
  });
  it.each(['we need a hall', 'نبي فرقه للزفه', 'ok', 'second day of Eid al-Fitr, which should be Wednesday 10 March'])(
    '%s is a statement',
    (text) => {
      expect(isQuestion(normalizeText(text))).toBe(false);
    },
  );
});

describe('the one ask', () => {
  it('is the detail an answer needs first, else the next in order, never one she has', () => {
    expect(chooseAsk({ eventType: 'wedding' }, { needs: ['guestCount'] })).toBe('guestCount');
    expect(chooseAsk({ eventType: 'wedding', guestCount: 250 }, { needs: ['guestCount'] })).toBe('name');
    expect(
      chooseAsk(
        {
          eventType: 'wedding',
          eventMonth: '2027-06',
          guestCount: 250,
          name: 'Sara',
          phone: '+966501234567',
          location: 'Riyadh',
        },
        {},
      ),
    ).toBe('budget');
  });

  it('is not the one the last reply asked when the visitor left it unanswered', () => {
    expect(chooseAsk({ eventType: 'wedding' }, { skip: ['guestCount'] })).toBe('name');
    expect(
      chooseAsk(
        {
          eventType: 'wedding',
          guestCount: 100,
          name: 'Sara',
          phone: '+966501234567',
          location: 'Riyadh',
          eventDate: '2027-03-01',
        },
        { skip: ['budget'] },
      ),
    ).toBeNull();
  });
});

describe('the event Layla assumes', () => {
  it('is a Sunday about three months ahead, outside Ramadan and the Hajj weeks', () => {
    for (const today of ['2026-05-01', '2026-11-23', '2027-11-01', '2028-02-01']) {
      const date = assumedDate(today, 'Mecca');
      const context = dateContext(date, 'Mecca');
      expect(context.weekday).toBe(0);
      expect(context.ramadan || context.hajjPeriod).toBe(false);
    }
    expect(assumedDate('2026-11-23', 'Riyadh')).toBe('2027-03-14');
  });

  it('takes what the lead knows and flags the rest', () => {
    const event = leadEvent({ eventType: 'wedding', guestCount: 250 }, { language: 'en', today: '2026-05-01' });
    expect(event?.request).toMatchObject({
      eventType: 'wedding',
      guestCount: 250,
      location: 'Riyadh',
      season: 'summer',
    });
    expect(event?.assumed).toEqual({ type: false, guests: false, city: true, date: true });
    expect(leadEvent({}, { language: 'en', today: '2026-05-01' })).toBeUndefined();
    expect(leadEvent({ eventType: 'birthday' }, { language: 'en' })).toBeUndefined();
  });
});
