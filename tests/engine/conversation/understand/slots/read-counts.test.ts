import { describe, expect, it } from 'vitest';
import { extractSlots } from '../../../../../src/engine/conversation/understand/slots/extract-slots';
import { TODAY } from '../../play';

const slots = (message: string, context: Parameters<typeof extractSlots>[1] = {}) =>
  extractSlots(message, { today: TODAY, ...context });

describe('a count corrected inside one message: the later value wins', () => {
  it.each([
    ['around 40. actually with my cousins it will be more like 55', 55],
    ['120, no sorry 150 guests', 150],
    ['٤٠ لا بالأصح ٥٥', 55],
    ['الموظفين ١٢٠، لا آسف ١٥٠', 150],
    ['بنكون ٦٠ حرمة، لا الصراحة بيجون صديقاتها بعد يعني ٨٠', 80],
    ["we'll be 60 ladies. actually her friends from work are coming too, more like 80", 80],
  ])('%s → %i', (message, count) => {
    expect(slots(message, { expecting: 'guestCount' }).guestCount).toBe(count);
  });

  it('a correction of the budget inside one message keeps the later budget', () => {
    expect(slots('budget 200k, no sorry 250k').budget).toBe(250_000);
  });
});

describe('a count corrected across turns', () => {
  it.each([
    ['actually make it 90, she wants her whole batch to come', { guestCount: 70 }, 90],
    ['بدل ٧٠ خلها ٨٥', { guestCount: 70 }, 85],
    ['يصيرون ٤٥', { guestCount: 30 }, 45],
    ["actually we'll be 95 with the managers", { guestCount: 80 }, 95],
    ['تصحيح: العدد ٣٥٠ مو ٣٠٠', { guestCount: 300 }, 350],
  ])('%s', (message, known, count) => {
    expect(slots(message, { known }).guestCount).toBe(count);
  });
});

describe('what counts the guests', () => {
  it.each([
    ['just the two families, 45 or so', 45],
    ['3 tables of 10, so 30 kids', 30],
    ['٣ طاولات كل وحدة ١٠ يعني ٣٠ طفل', 30],
    ["30 from my side and 25 from my wife's side, so 55 total", 55],
    ['٣٠ من اهلي و٢٥ من اهل زوجتي يعني ٥٥', 55],
    ['three days, men and women separately, maybe 200 people a day', 200],
    ['رجال ١٥٠ ونساء ٢٠٠', 350],
    ['twenty of us, 25 people with the kids', 25],
  ])('%s → %i', (message, count) => {
    expect(slots(message, { expecting: 'guestCount' }).guestCount).toBe(count);
  });

  it('a number word that counts families is no guest count; tables count their seats', () => {
    expect(slots('just the two families').guestCount).toBeUndefined();
    expect(slots('3 tables of 10', { expecting: 'guestCount' }).guestCount).toBe(30);
    expect(slots('about 60 families').guestCount).toBe(60);
  });

  it.each([
    ['between 50-60 people', 60],
    ['50 to 60 guests', 60],
    ['من ٥٠ الى ٦٠ شخص', 60],
    ['٨٠ او ١٠٠ ضيف', 100],
  ])('a range is read as its upper end, the number to plan for: %s', (message, count) => {
    expect(slots(message).guestCount).toBe(count);
  });

  it('a range of budgets is read the same way', () => {
    expect(slots('budget between 80k and 100k').budget).toBe(100_000);
  });
});

describe('a count said as a sum, an increment, a total or two sides', () => {
  it.each([
    ['add 20 more people please', { guestCount: 140 }, 160],
    ['زيد العدد ٢٠ شخص', { guestCount: 140 }, 160],
    ['another 15 from her side', { guestCount: 100 }, 115],
    ['we will be 30 from the family plus 25 friends', {}, 55],
    ['my 2 kids and their friends, maybe 45 in total', {}, 45],
    ['حنا ٣ عوايل تقريبا ٥٠ شخص', {}, 50],
    ['men side 400, ladies 300', {}, 700],
  ] as const)('%s (known %o) → %i', (message, known, count) => {
    expect(slots(message, { known }).guestCount).toBe(count);
  });

  it('an increment with nothing known before is the number said', () => {
    expect(slots('add 20 more people please').guestCount).toBe(20);
  });
});

describe('a count beside spans of time, restated after "so around", or said alone', () => {
  it.each([
    ['about 30 kids with their moms so around 60', {}, 60],
    ['a conference for 2 days, attendance 120', {}, 120],
    ['حفلة ٣ ايام وكل ليلة ٢٠٠ ضيف', {}, 200],
    ['حوالي الخمسة وسبعين', { expecting: 'guestCount' }, 75],
    ['sixty', { expecting: 'eventType' }, 60],
    ['ميه وعشرين', { expecting: 'name' }, 120],
  ] as const)('%s (%o) → %i', (message, context, count) => {
    expect(slots(message, context).guestCount).toBe(count);
  });

  it('a number alone is no count when it is too small, or when a count is known', () => {
    expect(slots('3', { expecting: 'eventType' }).guestCount).toBeUndefined();
    expect(slots('sixty', { expecting: 'eventType', known: { guestCount: 80 } }).guestCount).toBeUndefined();
  });
});

describe('groups counted apart add up; a breakdown or a part of the count does not', () => {
  it.each([
    ["Men's side around 250, the ladies' hall maybe 300", 550],
    ["We have 140 employees and we're also inviting around 30 guests from partner companies.", 170],
    ['family will be maybe 60 and some friends, 25 or so', 85],
    ['Around 45 women, and their daughters will come too, maybe 15 girls', 60],
    ['About 200 invitees plus around 40 media and influencers', 240],
    ['The students are about 600 and we expect maybe 400 parents', 1000],
    ['الرجال ميتين والحريم تقريبا خمسمية', 700],
    ['الاهل حوالي ٤٠ والجيران ١٥', 55],
    ['الموظفين ٢٥٠ وضيوف الشرف ٣٠', 280],
    ['صديقاتها ٢٠ واهلنا ١٥', 35],
    ['الرجال ٤٠٠ والنساء ٦٠٠ يعني ألف تقريبا', 1000],
    ['200 guests: 120 men and 80 women', 200],
    ['العائلة كلها مع الأحفاد حوالي ٦٠', 60],
  ])('%s → %i guests', (message, guestCount) => {
    expect(slots(message)).toMatchObject({ guestCount });
    expect(slots(message).budget).toBeUndefined();
  });

  it('some of those already counted, things and spans beside a count, change nothing', () => {
    expect(
      slots('About 50 of the attendees are international', { known: { guestCount: 400 } }).guestCount,
    ).toBeUndefined();
    expect(slots("We'd need around 80 bags", { known: { guestCount: 300 } }).guestCount).toBeUndefined();
    expect(slots('نبي ٦ ذبايح', { known: { guestCount: 300 } }).guestCount).toBeUndefined();
    expect(slots('around 60 people split into 6 teams of 10').guestCount).toBe(60);
  });

  it('an increment glued to و, a count in a construct form, a number alone with "give or take"', () => {
    expect(slots('وزيد عليهم ٥٠ من اهل العروس', { known: { guestCount: 150 } }).guestCount).toBe(200);
    expect(slots('عدد الضيوف قرابة مئتي ضيف').guestCount).toBe(200);
    expect(slots('a hundred and fifty give or take', { expecting: 'name' }).guestCount).toBe(150);
  });
});

describe('a group counted after another, and a count said as "more like"', () => {
  it('the women counted after the men come on top of them, and the total said after wins', () => {
    expect(slots('والحريم بعد ١٠٠', { known: { guestCount: 200 } }).guestCount).toBe(300);
    expect(slots('والحريم بعد ١٠٠ فالمجموع ٣٠٠', { known: { guestCount: 200 } }).guestCount).toBe(300);
    expect(slots('the ladies too, about 150', { known: { guestCount: 200 } }).guestCount).toBe(350);
    // A correction that goes on with 'also' corrects the count.
    const corrected = slots('make that 80 guests. also, can you arrange a photographer?', {
      known: { guestCount: 60 },
    });
    expect(corrected.guestCount).toBe(80);
  });

  it('"more like 300" replaces the count known', () => {
    expect(slots('my brother says it will be more like 300 a night', { known: { guestCount: 200 } }).guestCount).toBe(
      300,
    );
  });
});

describe('counts as the contaminated sets still lost them', () => {
  it.each([
    ['sorry one more thing, we moved it a week later, 15 july', { guestCount: 400 }, undefined],
    ['نقدر نخليها ١٥٠ بدل ١٢٠؟', { guestCount: 120 }, 150],
    ['٢٠ بنت تقريبا وكل وحده معها امها فصارو ٤٠', {}, 40],
    ['الحين صارو ٨٠ موب ٦٠ عيال عمه بيجون', { guestCount: 60 }, 80],
    ["we're expecting 200, maybe 250 with all the kids... ok put 250", {}, 250],
  ])('%s → %s', (message, known, guestCount) => {
    expect(slots(message, { known }).guestCount).toBe(guestCount);
  });

  it('a number said instead of the count known replaces it, even when she asked for the budget', () => {
    const known = { guestCount: 120 };
    expect(slots('نقدر نخليها ١٥٠ بدل ١٢٠؟', { known, expecting: 'budget' })).toEqual({ guestCount: 150 });
    expect(slots('150k instead of 120k', { known: { budget: 120000 }, expecting: 'budget' })).toEqual({
      budget: 150000,
    });
  });
});
