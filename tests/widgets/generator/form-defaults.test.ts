import { describe, expect, it } from 'vitest';
import { eventGeneratorRequestSchema } from '@contracts/event-generator';
import { createDefaultForm, seasonForMonth } from '../../../widgets/generator/form-defaults';
import { localIsoDateTime, toRequest } from '../../../widgets/generator/to-request';
import { canLeaveStep, isPastDate, problemBeforeGenerate } from '../../../widgets/generator/validate-step';

const MONTHS = [
  ['January', 'winter'],
  ['February', 'winter'],
  ['March', 'spring'],
  ['April', 'spring'],
  ['May', 'spring'],
  ['June', 'summer'],
  ['July', 'summer'],
  ['August', 'summer'],
  ['September', 'autumn'],
  ['October', 'autumn'],
  ['November', 'autumn'],
  ['December', 'winter'],
] as const;

describe('generator form defaults', () => {
  it.each(MONTHS.map(([name, season], month) => ({ name, season, month })))(
    'preselects $season in $name',
    ({ month, season }) => {
      expect(seasonForMonth(month)).toBe(season);
      expect(createDefaultForm(new Date(2027, month, 10)).season).toBe(season);
    },
  );

  it('asks for every required field first: step 1 cannot be left, and generating names what is missing', () => {
    const form = createDefaultForm(new Date(2026, 10, 21));
    expect(canLeaveStep(1, form)).toBe(false);
    expect(problemBeforeGenerate(form, new Date(2026, 10, 21))).toBe('generator.errors.required');
  });

  it('sends the function the spec’s defaults (§ Generator form) once the required fields are filled', () => {
    const now = new Date(2026, 10, 21);
    const filled = { ...createDefaultForm(now), eventType: 'wedding' as const, guestCount: '120', location: 'Riyadh' };
    const request = eventGeneratorRequestSchema.parse(toRequest({ ...filled, eventDate: '2027-02-01' }, 'en', now));
    expect(request).toMatchObject({
      duration: 1,
      premiumLevel: 'standard',
      cateringOptions: { menuType: 'traditional_saudi', tier: 'premium' },
      servicePackages: [],
      specialRequests: [],
      visualPreferences: { colorScheme: 'elegant', style: 'modern', culturalElements: true },
      generateVisuals: true,
    });
    expect(request).not.toHaveProperty('budgetRange');
  });
});

describe('generator request and rules', () => {
  const now = new Date(2026, 10, 21, 14, 5, 9);
  const filled = {
    ...createDefaultForm(now),
    eventType: 'wedding' as const,
    guestCount: '300',
    location: ' Jeddah ',
    eventDate: '2027-01-15',
  };

  it('sends guestCount and duration as integers, with language and an ISO currentDate in local time', () => {
    const request = toRequest({ ...filled, duration: 3 }, 'ar', now);
    expect(request).toMatchObject({ guestCount: 300, duration: 3, location: 'Jeddah', language: 'ar' });
    expect(Number.isInteger(request.guestCount)).toBe(true);
    expect(request.currentDate).toBe(localIsoDateTime(now));
    expect(request.currentDate).toMatch(/^2026-11-21T14:05:09[+-]\d{2}:\d{2}$/);
    expect(request).not.toHaveProperty('budgetRange');
    expect(request).not.toHaveProperty('customEventType');
  });

  it('sends a half-filled budget as a full range and the description only for other', () => {
    const request = toRequest(
      { ...filled, eventType: 'other', customEventType: ' Graduation ', budgetRange: { min: '', max: '90000' } },
      'en',
      now,
    );
    expect(request.budgetRange).toEqual({ min: 0, max: 90000 });
    expect(request.customEventType).toBe('Graduation');
  });

  it('lets step 1 go only when type, a whole guest count of at least 1, city and date are set', () => {
    expect(canLeaveStep(1, filled)).toBe(true);
    for (const missing of ['eventType', 'location', 'eventDate'] as const) {
      expect(canLeaveStep(1, { ...filled, [missing]: '' })).toBe(false);
    }
    for (const guests of ['', '0', '-3', '2.5', 'many'])
      expect(canLeaveStep(1, { ...filled, guestCount: guests })).toBe(false);
    expect(canLeaveStep(1, { ...filled, eventType: 'other' })).toBe(false);
    expect(canLeaveStep(1, { ...filled, eventType: 'other', customEventType: '   ' })).toBe(false);
    expect(canLeaveStep(1, { ...filled, eventType: 'other', customEventType: 'Graduation' })).toBe(true);
    expect(canLeaveStep(2, { ...filled, budgetRange: { min: '90000', max: '1000' } })).toBe(false);
  });

  it('names the §5 problem at generate time', () => {
    expect(problemBeforeGenerate({ ...filled, eventDate: '' }, now)).toBe('generator.errors.required');
    expect(problemBeforeGenerate({ ...filled, eventType: 'other' }, now)).toBe('generator.errors.customType');
    expect(problemBeforeGenerate({ ...filled, eventDate: '2026-11-20' }, now)).toBe('generator.errors.pastDate');
    expect(problemBeforeGenerate(filled, now)).toBeNull();
    expect(isPastDate('2026-11-21', now)).toBe(false);
    expect(isPastDate('2026-11-20', now)).toBe(true);
  });
});
