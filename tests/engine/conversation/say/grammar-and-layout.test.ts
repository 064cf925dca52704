import { describe, expect, it } from 'vitest';
import { layout } from '../../../../src/engine/conversation/say/layout';
import { ask, play } from '../play';

describe('Arabic follows the person the event is for', () => {
  it("my son's graduation is masculine throughout: the congratulation, the occasion and the answer", () => {
    const reply = ask('ابي حفلة تخرج لولدي من الجامعة', 'ar').response;
    expect(reply).toContain('ألف مبروك تخرّج ابنك، الله يوفقه!');
    expect(reply).toContain('حفلة تخرج ابنك');
    expect(reply).toMatch(/للخريج[،:]/);
    expect(reply).not.toMatch(/الخريجة|يوفقها|بنتك/);
  });

  it("my daughter's graduation is feminine throughout", () => {
    const reply = ask('ابي حفلة تخرج لبنتي من الجامعة', 'ar').response;
    expect(reply).toContain('ألف مبروك تخرّج بنتك، الله يوفقها!');
    expect(reply).toMatch(/للخريجة[،:]/);
    expect(reply).not.toMatch(/للخريج[،:]|يوفقه!|ابنك/);
  });

  it('a graduation for no one named is said for either', () => {
    expect(ask('تسوون حفلات تخرج؟', 'ar').response).toContain('للخريج أو الخريجة');
  });

  it('guests of the ladies side are ضيفة, of the men side ضيف', () => {
    expect(ask('ليلة حنا للعروس، تقريبا ١٥٠ حرمة', 'ar').response).toContain('150 ضيفة');
    expect(ask('عشاء تخرج ولدي ٨٠ شخص رجال', 'ar').response).toContain('80 ضيف');
  });

  it('a newborn girl and a welcomed pilgrim are congratulated as they are', () => {
    expect(ask('ابي استقبال مولودة لبنتي الصغيرة، عقيقة', 'ar').response).toContain('يبارك لكم فيها');
    expect(play('ar', ['ابي اسوي استقبال حاج لابوي'])[0]?.response).toContain('حج مبرور');
  });

  it('in English the person is named back', () => {
    expect(ask("we want a party for my son's graduation", 'en').response).toContain(
      'Congratulations to your son on the graduation!',
    );
  });
});

describe('a long reply on a phone', () => {
  it('is one part a line, a long part one sentence a line', () => {
    const long =
      'The first sentence says what we do for an event like this one, in enough words to be long. The second one adds what a client needs to know next, also long. And a third.';
    expect(layout(['Noted: a wedding.', long, 'How many guests are you expecting?']).split('\n')).toEqual([
      'Noted: a wedding.',
      'The first sentence says what we do for an event like this one, in enough words to be long.',
      'The second one adds what a client needs to know next, also long.',
      'And a third.',
      'How many guests are you expecting?',
    ]);
  });

  it('keeps every line of a real answer short enough for a phone', () => {
    for (const [message, language] of [
      ["What's the difference between Premium and Luxury?", 'en'],
      ['زواج في الرياض ٣٠٠ شخص، كم يكلف؟', 'ar'],
      ['can the bride arrive on a white horse?', 'en'],
    ] as const) {
      for (const line of ask(message, language).response.split('\n')) expect(line.length).toBeLessThanOrEqual(280);
    }
  });
});
