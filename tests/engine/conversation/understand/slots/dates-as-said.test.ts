import { describe, expect, it } from 'vitest';
import { extractSlots } from '../../../../../src/engine/conversation/understand/slots/extract-slots';
import { play } from '../../play';

// 27 November 2026 is a Friday.
const TODAY = '2026-11-27';
const slots = (message: string, known = {}) => extractSlots(message, { today: TODAY, known });

describe('months as people say them', () => {
  it.each([
    ['mid january insha allah', '2027-01'],
    ['update: we moved it to early march', '2027-03'],
    ['بداية شهر ٣ ان شاء الله', '2027-03'],
    ['آخر الشهر الجاي', '2026-12'],
    ['thinking of a ghabga in riyadh, end of ramadan', '2027-03'],
    ['غبقة في العشر الأواخر', '2027-03'],
    ['غبقة للشركة في رمضان', '2027-02'],
    ["let's do april instead", '2027-04'],
    ["let's do may instead, april is exams", '2027-05'],
    ['not march, april', '2027-04'],
    ['خلها شهر ٥ بدال ٤', '2027-05'],
    ['September next year', '2027-09'],
    ['سبتمبر السنة الجاية', '2027-09'],
    ['december next year', '2027-12'],
  ])('%s → %s', (message, month) => {
    const found = slots(message);
    expect(found.eventMonth).toBe(month);
    expect(found.eventDate).toBeUndefined();
  });

  it('two months only compared are neither', () => {
    expect(slots('is march or october better for a garden party?').eventMonth).toBeUndefined();
  });

  it('a modal may is no month', () => {
    expect(slots('may I ask about the deposit').eventMonth).toBeUndefined();
  });
});

describe('days as people say them: the last one given wins', () => {
  it.each([
    ['friday 11 december, about 25 family members', {}, '2026-12-11'],
    ['sorry the date is saturday 12 december', { eventDate: '2026-12-11' }, '2026-12-12'],
    ['لا خلها السبت ١٢ ديسمبر احسن', { eventDate: '2026-12-11' }, '2026-12-12'],
    ['tomorrow', {}, '2026-11-28'],
    ['بكرة السبت', {}, '2026-11-28'],
    ['tomorrow is too soon, make it next friday', {}, '2026-12-04'],
    ['make it the 29th instead of the 14th', { eventDate: '2027-01-14' }, '2027-01-29'],
    ['the 3rd of that month then', { eventMonth: '2027-02' }, '2027-02-03'],
    ['غيرنا التاريخ خلوه ٢٩ يناير', { eventDate: '2027-01-14' }, '2027-01-29'],
    ['التاريخ ١٠/٤', {}, '2027-04-10'],
    ['لا عدلوه ١٧/٤ الاهل طلبوا', { eventDate: '2027-04-10' }, '2027-04-17'],
    ['on 5/12', {}, '2026-12-05'],
    ['Thursday 10 December. no wait, the hall is only free on the 17th, same day of the week', {}, '2026-12-17'],
  ])('%s', (message, known, date) => {
    expect(slots(message, known).eventDate).toBe(date);
  });

  it('a day to be called on, or an ordinal of a birthday, is no event date', () => {
    expect(slots('call me tomorrow after 5 pm, 0551239876').eventDate).toBeUndefined();
    expect(slots("my son's 10th birthday", { eventMonth: '2027-02' }).eventDate).toBeUndefined();
  });

  it('the day corrected is not read as a guest count', () => {
    expect(slots('make it the 29th', { eventDate: '2027-01-14', guestCount: 250 })).toEqual({
      eventDate: '2027-01-29',
    });
  });
});

describe('the month given is the one her prices use, and a changed one replaces it', () => {
  it('prices a wedding in the month the visitor said, not an assumed date', () => {
    const [, priced] = play('en', ['wedding in jeddah for 200 guests, mid june', 'how much would it cost?']);
    expect(priced?.response).toMatch(/June 2027/);
    expect(priced?.response).not.toMatch(/March 2027/);
  });

  it('keeps the month when a question later names an unrelated day', () => {
    const turns = play('en', ['wedding in riyadh, early april, 400 guests', "what's the weather tomorrow in riyadh"]);
    expect(turns.at(-1)?.leadInfo).toMatchObject({ eventMonth: '2027-04' });
    expect(turns.at(-1)?.leadInfo.eventDate).toBeUndefined();
  });
});

describe('a month that is not the event, a month taken back, a fraction, a city corrected', () => {
  it("a baby due in February is not the baby shower's month; a month taken back is not the month where it comes again", () => {
    expect(slots("I want to organise a baby shower for my wife, she's due in February").eventMonth).toBeUndefined();
    expect(slots('sorry not june, july. he has exams till end of june', { eventMonth: '2027-06' }).eventMonth).toBe(
      '2027-07',
    );
    expect(slots('3/4 of the guests are women').eventDate).toBeUndefined();
  });

  it('a city taken back in the same message gives way to the one after it', () => {
    expect(slots("Dammam. Sorry, I mean Khobar — we'd like a place on the corniche").location).toBe('Khobar');
    expect(slots('جدة لا قصدي الطايف').location).toBe('Taif');
    expect(slots('from riyadh to jeddah').location).toBe('Riyadh');
  });
});
