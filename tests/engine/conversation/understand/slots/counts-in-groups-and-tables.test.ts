import { describe, expect, it } from 'vitest';
import { extractSlots } from '../../../../../src/engine/conversation/understand/slots/extract-slots';
import { TODAY } from '../../play';

const slots = (message: string, context: Parameters<typeof extractSlots>[1] = {}) =>
  extractSlots(message, { today: TODAY, ...context });

describe('counts as the fifth development set said them: groups that add up, a little more said after, a sum restated, tables and their seats', () => {
  it.each([
    ["Separate halls like usual. Men's side we're expecting around 300, the ladies' hall about 250", 550],
    ['من أهلنا تقريبا ٣٠ ومن أهل المعرس ٢٠', 50],
    ['Adults about 60, and the children 25 or so. All of them will come.', 85],
    [
      'My sons and their families are about 40 people, my daughters and their families 35, and some neighbours and old friends maybe 25.',
      100,
    ],
    ['We expect a couple hundred attendees, plus about 20 speakers and crew', 220],
    ["Staff-wise it's a couple hundred people, plus his family, around 15.", 215],
    ['المدعوون من العائلة حوالي خمسين، ومن أصدقائه ثلاثون تقريباً، وكلهم سيحضرون.', 80],
    ['الرجال ثلاث مية تقريبا والحريم نفس العدد', 600],
    ["ok. it's close family only, around 40 people, maybe 45 with the kids", 45],
    ['العدد ٤٠ وممكن يوصلون ٥٠', 50],
    ['حريم بس، حوالي ٦٠ ومع البنات الصغار يصيرون ٧٥', 75],
    ['حنا ٤ بيوت، كل بيت تقريبا ١٢ شخص، يعني قرابة ٤٨', 48],
    ['We want to do an appreciation dinner for our staff, seated, 20 tables of 10', 200],
    ['Seating-wise we usually do 22 round tables of 10.', 220],
    ['نبي جلسات أرضية، ٢٠ طاولة كل طاولة ٨ أشخاص', 160],
  ])('%s → %i', (message, count) => {
    expect(slots(message).guestCount).toBe(count);
  });

  it("the men's side and the ladies' hall said with 'maybe' still add up", () => {
    expect(slots("Men's side around 250, the ladies' hall maybe 300").guestCount).toBe(550);
  });
});

describe('a count added to, or taken back, in a later turn', () => {
  it.each([
    ['زادوا ١٥ من بنات خالاتها', 80],
    ['Oh and his dad wants to invite 15 from his work, so add them please', 80],
    ['أضف ٢٠ من زملائي', 85],
    ['Also, on top of the participants there will be around 15 speakers and VIP guests.', 80],
  ])('%s, 65 known → %i', (message, count) => {
    expect(slots(message, { known: { guestCount: 65 } }).guestCount).toBe(count);
  });

  it("'أقصد ٥٣ وليس ٣٥' takes the 35 back", () => {
    expect(slots('عفواً، أقصد ٥٣ وليس ٣٥، خطأ في الكتابة', { known: { guestCount: 35 } }).guestCount).toBe(53);
  });

  it('years of service, more tables and floors are no count', () => {
    expect(
      slots("We'd like a short awards segment for long-service staff (10, 15 and 20 years).").guestCount,
    ).toBeUndefined();
    expect(slots('The ballroom should be no higher than the 2nd floor').guestCount).toBeUndefined();
    expect(slots('add 2 more tables for the contractors', { known: { guestCount: 220 } }).guestCount).toBeUndefined();
  });
});
