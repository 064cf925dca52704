import { describe, expect, it } from 'vitest';
import { extractSlots } from '../../../../../src/engine/conversation/understand/slots/extract-slots';
import { play, TODAY } from '../../play';

const slots = (message: string, context: Parameters<typeof extractSlots>[1] = {}) =>
  extractSlots(message, { today: TODAY, ...context });

describe('a count made of groups, one group changed or added in a later message (round 7)', () => {
  it("'the women's side will be 200, not 220' after men 180 and women 220: 380, not 200", () => {
    const turns = play('en', [
      "We want our wedding in AlUla. Men's side around 180, women's side about 220.",
      "Correction from my mother: the women's side will be 200, not 220, she removed some names",
    ]);
    expect(turns[0]?.leadInfo.guestCount).toBe(400);
    expect(turns[1]?.leadInfo.guestCount).toBe(380);
  });

  it('the kids raised from 40 to 50 after 80 adults and 40 kids: 130', () => {
    const turns = play('en', [
      'Family reunion in Yanbu. Guests: roughly 80 adults + 40 kids',
      "Oh and the kids are more like 50 now, my cousin's kids are coming too",
    ]);
    expect(turns.at(-1)?.leadInfo.guestCount).toBe(130);
  });

  it('a group the first message did not name is added to the groups counted', () => {
    const turns = play('ar', ['عزيمة في الرياض، الرجال ١٠٠ والحريم ٨٠', 'والعيال بعد ٣٠']);
    expect(turns.at(-1)?.leadInfo.guestCount).toBe(210);
  });

  it('a plain total later replaces the groups, and a group after it is no longer summed with them', () => {
    const turns = play('en', [
      'Wedding in Riyadh, men 150 and ladies 150',
      'actually make it 250 guests in total',
      'where do you usually seat the ladies?',
    ]);
    expect(turns[1]?.leadInfo.guestCount).toBe(250);
    expect(turns[2]?.leadInfo.guestCount).toBe(250);
  });

  it('groups known only while they still add up to the count known', () => {
    const groups = new Map([
      ['men', 180],
      ['women', 220],
    ]);
    expect(slots('the women 200', { known: { guestCount: 400 }, groups }).guestCount).toBe(380);
    // The count was changed since (by the widget's context): the groups no longer describe it.
    expect(slots('the women 200', { known: { guestCount: 500 }, groups }).guestCount).toBe(200);
  });

  it("their wives count as a group of their own: 'ربعه ١٥ وزوجاتهم ١٥ والعايلة ٢٠' is 50", () => {
    expect(slots('المعازيم: ربعه ١٥ وزوجاتهم ١٥ والعايلة تقريبا ٢٠').guestCount).toBe(50);
  });

  it("tables and their seats with a comma between: '٢٠ طاولة، كل طاولة ٨ اشخاص' is 160", () => {
    expect(slots('تقريبا ٢٠ طاولة، كل طاولة ٨ اشخاص').guestCount).toBe(160);
  });
});
