import { describe, expect, it } from 'vitest';
import { listCulturalConsiderations } from '../../../src/engine/planner/list-cultural-considerations';
import { listRegulations } from '../../../src/engine/planner/list-regulations';
import { pricingContext } from '../../../src/engine/planner/pricing-context';
import { makeForm } from './arbitraries';

const authorities = (fields: Record<string, unknown>) => {
  const form = makeForm(fields);
  return listRegulations(form, pricingContext(form)).map((rule) => rule.authority);
};
const titles = (fields: Record<string, unknown>) => {
  const form = makeForm(fields);
  return listCulturalConsiderations(form, pricingContext(form)).map((note) => note.title);
};

describe('listRegulations', () => {
  it('lists the municipal, Civil Defense and food-safety rules for a hall', () => {
    expect(authorities({})).toEqual(
      expect.arrayContaining(['Municipality (Balady)', 'Civil Defense (Salama platform)', 'SFDA and municipality']),
    );
  });

  it('lists no venue licence for a party at home, and the structures’ approval for an outdoor site', () => {
    const home = makeForm({ eventType: 'birthday', guestCount: 20, premiumLevel: 'basic' });
    const rules = listRegulations(home, pricingContext(home)).map((rule) => rule.title);
    expect(rules).toContain('Food safety for catering');
    expect(rules).not.toContain('Municipal venue licence');
    expect(rules).not.toContain('Fire and safety licence');
    const camp = makeForm({ eventType: 'cultural', guestCount: 600, location: 'Abha', premiumLevel: 'standard' });
    const outdoor = listRegulations(camp, pricingContext(camp)).map((rule) => rule.title);
    expect(outdoor).toContain('Municipal approval for temporary structures');
    expect(outdoor).not.toContain('Municipal venue licence');
  });

  it('asks for a SCEGA licence for corporate events of 50 or more, not below', () => {
    const scega = 'Saudi Conventions & Exhibitions General Authority (SCEGA)';
    expect(authorities({ eventType: 'corporate', guestCount: 50 })).toContain(scega);
    expect(authorities({ eventType: 'corporate', guestCount: 49 })).not.toContain(scega);
    expect(authorities({ eventType: 'wedding', guestCount: 500 })).not.toContain(scega);
  });

  it('needs a GEA event permit for a cultural event but not for a private wedding', () => {
    const gea = 'General Entertainment Authority (GEA)';
    expect(authorities({ eventType: 'cultural' })).toContain(gea);
    expect(authorities({ eventType: 'wedding' })).not.toContain(gea);
  });

  it('adds heritage rules in AlUla and the Hajj closure in Makkah before Hajj', () => {
    expect(authorities({ location: 'العلا' })).toContain('Royal Commission for AlUla (RCU)');
    const form = makeForm({ location: 'Makkah', eventDate: '2026-05-10' });
    expect(listRegulations(form, pricingContext(form)).map((rule) => rule.title)).toContain('Hajj period restrictions');
  });

  it('adds PDPL when attendee data is collected', () => {
    expect(authorities({ eventType: 'corporate', guestCount: 60 })).toContain('SDAIA');
    expect(authorities({ eventType: 'birthday', guestCount: 30 })).not.toContain('SDAIA');
  });
});

describe('listCulturalConsiderations', () => {
  it('mentions Ramadan only when the date falls in it', () => {
    expect(titles({ eventDate: '2026-03-01' })).toContain('Ramadan');
    expect(titles({ eventDate: '2026-10-06' })).not.toContain('Ramadan');
  });

  it('always covers prayer times, halal food and Saudi coffee and dates', () => {
    expect(titles({ eventType: 'corporate' })).toEqual(
      expect.arrayContaining(['Prayer times', 'Halal catering, no alcohol', 'Saudi coffee and dates']),
    );
  });

  it('covers gender sections and wedding timings for a wedding, in Arabic when asked', () => {
    expect(titles({ language: 'ar' })).toEqual(
      expect.arrayContaining(['أقسام العائلات والرجال والنساء', 'مواعيد ليلة الزفاف']),
    );
  });
});
