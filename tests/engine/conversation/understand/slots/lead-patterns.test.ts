import { describe, expect, it } from 'vitest';
import { extractSlots } from '../../../../../src/engine/conversation/understand/slots/extract-slots';
import { play, TODAY } from '../../play';

const slots = (message: string, known = {}) => extractSlots(message, { today: TODAY, known });

describe('the name, however it is given', () => {
  it.each([
    ['en', ['wedding in riyadh, 300 guests', '0551234567', 'Reem'], 'Reem'],
    ['ar', ['زواج في الرياض ٣٠٠ شخص', '٠٥٥١٢٣٤٥٦٧', 'نورة العتيبي'], 'نورة العتيبي'],
  ] as const)('after the phone, in a message of its own (%s)', (language, messages, name) => {
    const last = play(language, messages).at(-1);
    expect(last?.leadInfo).toMatchObject({ name, phone: '+966551234567' });
    expect(last?.leadCaptured).toBe(true);
  });

  it.each([
    ['الاسم: نورة العتيبي', 'نورة العتيبي'],
    ['الاسم هند، جوالي ٠٥٥٧٦٥٤٣٢١', 'هند'],
    ['name: Huda Al-Qahtani, 0501234567', 'Huda Al-Qahtani'],
    ['Name - Omar', 'Omar'],
  ])('labelled: %s', (message, name) => {
    expect(slots(message).name).toBe(name);
  });

  it.each([
    ['معك أم فهد ٠٥٠١٢٣٤٥٦٧', 'أم فهد'],
    ['ابو سلطان ٠٥٦١٢٣٤٥٦٧', 'ابو سلطان'],
    ['Abu Fahad, 0531234567', 'Abu Fahad'],
    ['اسمي ام سارة', 'ام سارة'],
  ])('a kunya, kept as given: %s', (message, name) => {
    expect(slots(message).name).toBe(name);
  });

  it.each([
    ['Reem, 0551234567', 'Reem'],
    ['Sara 0591234567', 'Sara'],
    ['0551234567 Reem', 'Reem'],
    ['عبدالله، ٠٥٣٧٦٥٤٣٢١', 'عبدالله'],
    ['Khalid Al-Harbi here, khalid@example.sa', 'Khalid Al-Harbi'],
  ])('a bare name beside the number or email: %s', (message, name) => {
    expect(slots(message).name).toBe(name);
  });
});

describe('counts and corrections', () => {
  it.each([
    ['sorry i ment 150', { guestCount: 120 }, 150],
    ['لا قصدي ١٥٠', { guestCount: 100 }, 150],
    ['actually make it 250', { guestCount: 200 }, 250],
    ['the guests will be 450 not 400', { guestCount: 400 }, 450],
    ['تراه صار العدد ٤٥٠', { guestCount: 400 }, 450],
  ])('a correction replaces the count: %s', (message, known, count) => {
    expect(slots(message, known).guestCount).toBe(count);
  });

  it('a bare number in a correction of the budget replaces the budget', () => {
    expect(slots('sorry, I meant 80000', { guestCount: 150, budget: 60_000 })).toEqual({ budget: 80_000 });
  });

  it.each([
    ['30 children with their mothers, i.e. 60 people', 60],
    ['٣٠ طفل مع امهاتهم يعني ٦٠ شخص', 60],
    ['150 men and 200 women', 350],
    ['a few guests are vegetarian and one is vegan', undefined],
  ])('the count a visitor means: %s', (message, count) => {
    expect(slots(message).guestCount).toBe(count);
  });

  it("a month's number is no count and no budget, even just after her budget question", () => {
    expect(extractSlots('تراها بتكون شهر ٤ مو ٣', { today: TODAY, expecting: 'budget' })).toEqual({
      eventMonth: '2027-04',
    });
    expect(extractSlots('5', { today: TODAY, expecting: 'budget' })).toEqual({});
    expect(extractSlots('50000', { today: TODAY, expecting: 'budget' })).toEqual({ budget: 50_000 });
  });

  it("a city taken back is not the event's: 'sorry not abha, it will be in taif'", () => {
    expect(slots('sorry not abha, it will be in taif').location).toBe('Taif');
    expect(slots('المكان بالدمام مو الرياض').location).toBe('Dammam');
  });
});

describe('the kind of event, as said', () => {
  it.each([
    ['aqiqah for our baby boy', 'aqiqah'],
    ['aqeeqa next month', 'aqiqah'],
    ['an aqiqa dinner', 'aqiqah'],
    ['ابي اسوي عقيقة لولدي', 'aqiqah'],
    ['henna night for my sister', 'henna-night'],
    ['ليلة حنا للعروس', 'henna-night'],
    ['ملچة اختي', 'milka'],
    ['graduation party for my son', 'graduation'],
    ['حفلة تخرج بنتي', 'graduation'],
    ['an iftar for 150 staff', 'iftar'],
  ])('%s is the occasion %s', (message, occasion) => {
    expect(slots(message).occasion).toBe(occasion);
  });

  it('a change of kind mid-way replaces the kind and the occasion', () => {
    const last = play('en', [
      'we are planning an engagement party in dammam, about 100 guests',
      'actually change of plan, it will be the milka instead',
    ]).at(-1);
    expect(last?.leadInfo).toMatchObject({ eventType: 'wedding', occasion: 'milka' });
    const company = play('ar', ['عندنا عشاء عائلي في مكة لـ٥٠ شخص', 'تغيرت الخطة، صار عشاء موظفين لـ٨٠ شخص']).at(-1);
    expect(company?.leadInfo).toMatchObject({ eventType: 'corporate', occasion: 'corporate-dinner', guestCount: 80 });
  });
});

describe('the date, as precise as the visitor gave it', () => {
  it.each([
    ['a wedding in June', 'en', '2027-06'],
    ['زواج شهر ٦ الجاي', 'ar', '2027-06'],
    ['aqiqa next month', 'en', '2026-12'],
    ['بعد شهرين', 'ar', '2027-01'],
  ] as const)('%s is a month, never a made-up day', (message, language, month) => {
    const turn = play(language, [message])[0];
    expect(turn?.leadInfo.eventMonth).toBe(month);
    expect(turn?.leadInfo.eventDate).toBeUndefined();
    expect(turn?.missing).not.toBe('eventDate');
  });

  it('a day replaces a month, and a month a day', () => {
    const turns = play('en', [
      'wedding on 15 March 2027',
      'sorry, it will be in April',
      'the date is now 22 April 2027',
    ]);
    expect(turns.map((turn) => [turn.leadInfo.eventDate, turn.leadInfo.eventMonth])).toEqual([
      ['2027-03-15', undefined],
      [undefined, '2027-04'],
      ['2027-04-22', undefined],
    ]);
  });

  it('a month in a question about the weather is not the event date', () => {
    expect(play('en', ['is taif cool in august?'])[0]?.leadInfo.eventMonth).toBeUndefined();
  });
});
