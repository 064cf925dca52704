import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS } from '../../../../src/saudi';
import { answered, ask } from '../play';

describe("the visitor's own booking, a call awaited, feedback on an event held", () => {
  it.each([
    ["It's been 2 days and nobody called 😕", 'en'],
    ["I paid the deposit on Sunday, booking no. 4471, still haven't got the invoice", 'en'],
    ['Please send me the updated quote for EV-2093 with the extra 50 guests', 'en'],
    ['لي ٣ ايام ما احد كلمني 😤', 'ar'],
    ['حولت العربون امس وما وصلتني فاتوره، رقم الحجز ٣٣١٨', 'ar'],
    ['أرجو تزويدي بنسخة من عرض السعر الذي أُرسل لزوجي الأسبوع الماضي', 'ar'],
    ['I need a copy of the invoice for our company iftar last month with our VAT number on it', 'en'],
    ['لو سمحتوا ارسلوا لي الفاتوره الضريبيه حقت حفل الشركه', 'ar'],
    ['المنسقه حقتنا اسمها ساره وما ترد على جوالها والحفله بكره!', 'ar'],
  ] as const)('a follow-up said without a question, %s, is handed to the team as one matter', (message, language) => {
    const turn = ask(message, language, { name: 'Sara', phone: '+966551234567', eventType: 'wedding' });
    expect(turn.decisions.map((decision) => decision.kind)).toEqual(['handover']);
    expect(turn.response).toContain(DEFAULT_COMPANY_FACTS.phone);
  });
});

it("the coordinator assigned to the visitor's own event is the team's to name, not the paragraph about coordinators", () => {
  const turn = ask("Who's the coordinator assigned to my sister's wedding on Thursday? I need her number", 'en');
  expect(turn.decisions[0]?.kind).toBe('handover');
  expect(turn.decisions.some((decision) => 'topic' in decision && decision.topic === 'coordinators')).toBe(false);
  expect(turn.response).toContain(DEFAULT_COMPANY_FACTS.phone);
});

describe('feedback on an event already held, and a raffle paid for by the guests', () => {
  it('a complaint about last week is the complaint topic, and its wedding is not the one being planned', () => {
    const turn = ask("The photographer was late to my sister's wedding last week, very disappointed", 'en');
    expect(answered(turn)).toEqual(['feedback-complaint']);
    expect(turn.leadInfo.occasion).toBeUndefined();
    expect(turn.response).not.toMatch(/congratulations/i);
  });

  it("each guest's 100 riyals is no budget", () => {
    const turn = ask('بنسوي سحب بالحفلة، كل ضيف يدفع ١٠٠ ريال والفايز ياخذ المبلغ كله', 'ar');
    expect(turn.leadInfo.budget).toBeUndefined();
    expect(turn.decisions.map((decision) => decision.kind)).toEqual(['decline']);
  });
});

describe('prices asked as visitors ask them', () => {
  it('an item said not to be wanted is not the one priced, and "how much will it come to" prices the event', () => {
    const photographer = ask('whats the cost of just a female photographer for the ladies side, no video', 'en');
    expect(photographer.response).toMatch(/^A photographer/);
    const wedding = ask('زواج اخوي بالخرج، الرجال ٣٥٠ بس، كم يطلع تقريبا مع العشا؟', 'ar');
    expect(answered(wedding)).toEqual(['price-estimate']);
  });
});

describe('a date said with the plans of the day, not asked about', () => {
  it.each([
    ['Date is fixed: Thursday 14 January. Dinner after Isha, probably around 11 pm for the men', 'en', '2027-01-14'],
    ['Date is Thursday 17 December, starting around 7:30 pm.', 'en', '2026-12-17'],
  ] as const)('%s is noted, not answered with the calendar', (message, language, date) => {
    const turn = ask(message, language, { eventType: 'wedding', location: 'Riyadh', guestCount: 300 });
    expect(turn.leadInfo.eventDate).toBe(date);
    expect(turn.decisions).toEqual([]);
  });
});
