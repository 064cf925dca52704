import { describe, expect, it } from 'vitest';
import type { LeadInfo } from '../../../../src/contracts/natural-conversation';
import { quoteEvent, serviceCost } from '../../../../src/engine/planner';
import { formatNumber, formatSar, seasonOf } from '../../../../src/saudi';
import { answered, ask, TODAY } from '../play';

const lead: LeadInfo = { eventType: 'wedding', guestCount: 250, location: 'Jeddah', eventDate: '2027-04-15' };
const tiers = quoteEvent({
  eventType: 'wedding',
  guestCount: 250,
  location: 'Jeddah',
  eventDate: '2027-04-15',
  season: seasonOf('2027-04-15'),
  currentDate: TODAY,
});
const totals = [tiers.basic, tiers.standard, tiers.premium, tiers.luxury].map((tier) => formatNumber(tier.total, 'en'));
const named = (reply: string) => totals.filter((total) => reply.includes(total));

describe('a price', () => {
  it('leads with the tier most events choose, gives the range most such events fall in, never all four tiers', () => {
    for (const [message, language] of [
      ['how much?', 'en'],
      ['كم التكلفة؟', 'ar'],
    ] as const) {
      const reply = ask(message, language, lead).response;
      expect(named(reply)).toEqual([formatNumber(tiers.standard.total, 'en')]);
      const thousand = (amount: number) => formatNumber(Math.round(amount / 1000) * 1000, 'en');
      expect(reply).toContain(thousand(tiers.standard.total));
      expect(reply).toContain(thousand(tiers.premium.total));
    }
  });

  it('leads with the tier the visitor’s style words point to', () => {
    expect(ask('how much for something simple?', 'en', lead).response).toContain(
      `Essential tier comes to ${formatSar(tiers.basic.total, 'en')}`,
    );
    expect(ask('ابيه فخم، كم يكلف؟', 'ar', lead).response).toContain(
      `الباقة الفاخرة تكلّف ${formatNumber(tiers.luxury.total, 'ar')}`,
    );
  });

  it('leads with the dearest tier a budget covers, or says how far below Essential it is', () => {
    const covers = ask('how much would it cost?', 'en', { ...lead, budget: tiers.premium.total + 1000 }).response;
    expect(covers).toContain(`Premium tier comes to ${formatSar(tiers.premium.total, 'en')}`);
    const below = ask('what would it cost?', 'en', { ...lead, budget: 1000 }).response;
    expect(below).toContain(`below our Essential tier (${formatSar(tiers.basic.total, 'en')})`);
  });

  it('without the guest count is per guest at a usual size, and asks the count', () => {
    const turn = ask('how much does a wedding cost?', 'en');
    expect(turn.response).toMatch(/runs about SAR\s[\d,]+ a guest/u);
    expect(turn.missing).toBe('guestCount');
  });

  it('a budget asked about is held up against the tiers', () => {
    const turn = ask('is SAR 25,000 enough?', 'en', { eventType: 'wedding', guestCount: 200, location: 'Riyadh' });
    expect(answered(turn)).toEqual(['budget-fit']);
    expect(turn.response).toMatch(/Your budget of SAR\s25,000 is below our Essential tier/u);
  });
});

describe('a single item', () => {
  const range = (low: number, high: number) =>
    `${formatSar(Math.round(low / 100) * 100, 'en')} to ${formatSar(Math.round(high / 100) * 100, 'en')}`;

  it('a kosha for 300 guests is the wedding décor package, from the tiers the words point to, not an event total', () => {
    const reply = ask('How much is a kosha for 300 guests? nothing too fancy', 'en').response;
    expect(reply).toContain(
      range(
        serviceCost('decoration', 'basic', 300, 1, 'wedding'),
        serviceCost('decoration', 'standard', 300, 1, 'wedding'),
      ),
    );
    expect(named(reply)).toEqual([]);
  });

  it('a photographer for a birthday of 40 is priced for a party, in Arabic', () => {
    const reply = ask('بكم المصور لعيد ميلاد ٤٠ شخص؟', 'ar').response;
    const low = Math.round(serviceCost('photography', 'standard', 40, 1, 'birthday') / 100) * 100;
    expect(reply).toContain(`${formatNumber(low, 'ar')} ريال`);
  });

  it('an entertainer (a DJ) is the entertainment package for the count', () => {
    const turn = ask('how much is a dj for 150 guests?', 'en', { eventType: 'wedding' });
    expect(turn.response).toContain(
      range(
        serviceCost('entertainment', 'standard', 150, 1, 'wedding'),
        serviceCost('entertainment', 'premium', 150, 1, 'wedding'),
      ),
    );
  });
});
