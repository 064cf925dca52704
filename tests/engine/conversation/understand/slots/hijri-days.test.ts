import { describe, expect, it } from 'vitest';
import { extractSlots } from '../../../../../src/engine/conversation/understand/slots/extract-slots';
import { hijriDays } from '../../../../../src/engine/conversation/understand/slots/hijri-days';
import { normalizeText } from '../../../../../src/saudi';

// 27 November 2026 is a Friday, 17 Jumada al-Akhirah 1448.
const TODAY = '2026-11-27';
const slots = (message: string, known = {}) => extractSlots(message, { today: TODAY, known });

describe('days of the Hijri calendar, as the next Gregorian day they fall on', () => {
  it.each([
    ['the day is the 15th of Rajab', '2026-12-24'],
    ['التاريخ ٢٢ رجب إن شاء الله', '2026-12-31'],
    ['يوم ١٥ رمضان بعد التراويح', '2027-02-22'],
    ['on the 22nd of Ramadan after taraweeh', '2027-03-01'],
    ['It will be the 2nd day of Eid al-Fitr, after Asr', '2027-03-10'],
    ['on the 3rd day of Eid al-Fitr', '2027-03-11'],
    ['ثاني يوم عيد الفطر إن شاء الله، بعد العصر', '2027-03-10'],
    ['اليوم الثالث من عيد الفطر', '2027-03-11'],
    ['ثاني يوم عيد الأضحى', '2027-05-17'],
  ])('%s → %s', (message, date) => {
    expect(slots(message).eventDate).toBe(date);
  });

  it('an Eid not named is the next one, and a day a month has not is none', () => {
    expect(hijriDays(normalizeText('the second day of eid'), TODAY)[0]?.date).toBe('2027-03-10');
    expect(hijriDays(normalizeText('31 rajab'), TODAY)).toEqual([]);
    expect(hijriDays(normalizeText('wedding in riyadh for 200'), TODAY)).toEqual([]);
  });
});

describe('no number of a date is a guest count', () => {
  it.each([
    ['Henna is Tuesday 5 January and the wedding is Thursday the 7th'],
    ['الحنا يوم الاثنين ١٤ ديسمبر والزواج الأربعاء ١٦'],
    ['Friday 22 January. no wait, make it Saturday the 23rd'],
    ['We want it in Taif, on the 3rd day of Eid al-Fitr'],
    ['Last year it was in Khobar, on the 22nd of Ramadan after taraweeh'],
  ])('%s', (message) => {
    expect(slots(message).guestCount).toBeUndefined();
  });

  it('the occasion is read with the date words left in, and a month said after a day of it keeps the day', () => {
    expect(slots('السلام عليكم، نبي نجمع العايله كلها ثاني يوم عيد الاضحى').occasion).toBe('eid-gathering');
    expect(
      slots('is the weather ok in February for the beach?', { eventDate: '2027-02-27' }).eventMonth,
    ).toBeUndefined();
  });
});

describe('a day that is not the event’s', () => {
  it.each([
    ["When will someone call me? I'm in meetings until 2 pm tomorrow.", undefined],
    ['wedding tomorrow, call me', '2026-11-28'],
    ['عذراً، تغيّر الموعد إلى ١٩/٦ لأن حفل الجامعة الرسمي سيكون في ١٧/٦.', '2027-06-19'],
    ['Thursday 10 December. no wait, the hall is only free on the 17th', '2026-12-17'],
  ])('%s → %s', (message, date) => {
    expect(slots(message).eventDate).toBe(date);
  });

  it('a span of years is no date: no event is planned decades ahead', () => {
    const found = slots('Our plant director is retiring after 30 years with the company.');
    expect(found.eventDate).toBeUndefined();
    expect(found.eventMonth).toBeUndefined();
  });
});
