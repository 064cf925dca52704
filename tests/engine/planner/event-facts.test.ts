import { describe, expect, it } from 'vitest';
import { type EventGeneratorRequest, eventGeneratorRequestSchema } from '../../../src/contracts/event-generator';
import { quoteEvent } from '../../../src/engine/planner';
import {
  culturalNotesFor,
  leadTimeFor,
  planEvent,
  regulationsFor,
  typicalGuests,
  venueClassesIn,
  venueClassFacts,
  venuesFor,
} from '../../../src/engine/planner';

const base = { season: 'winter', eventDate: '2027-01-20', currentDate: '2026-11-23' } as const;

describe("the planner's facts for one event", () => {
  it('are the rules, notes and venues planEvent lists for the same request', () => {
    const requests: EventGeneratorRequest[] = [
      { ...base, eventType: 'wedding', guestCount: 250, location: 'Jeddah', servicePackages: ['entertainment'] },
      { ...base, eventType: 'corporate', guestCount: 120, location: 'Dammam', language: 'ar' },
      { ...base, eventType: 'cultural', guestCount: 3000, location: 'AlUla' },
    ];
    for (const request of requests) {
      const analysis = planEvent(eventGeneratorRequestSchema.parse(request));
      const strip = <T extends { key: string }>({ key: _key, ...rest }: T) => rest;
      expect(regulationsFor(request).map(strip)).toEqual(analysis.complianceInfo.saudiRegulations);
      expect(culturalNotesFor(request).map(strip)).toEqual(analysis.complianceInfo.culturalConsiderations);
      expect(venuesFor(request).map((venue) => venue.capacity)).toEqual(
        analysis.venueRecommendations.map((venue) => venue.capacity),
      );
    }
  });

  it('say what a named class holds in the city and whether the city has it', () => {
    const wedding = { ...base, eventType: 'wedding', guestCount: 300, location: 'Riyadh' } as const;
    expect(venueClassFacts(wedding, 'desert_camp')).toMatchObject({
      capacity: { min: 20, max: 1000 },
      inCity: true,
      suited: true,
    });
    expect(venueClassFacts({ ...wedding, location: 'NEOM' }, 'wedding_palace').inCity).toBe(false);
    expect(venueClassesIn('NEOM', 'en').map((venue) => venue.venueClass)).not.toContain('wedding_palace');
  });

  it("add the GEA permit's lead to a public event's booking lead, and know a usual size per kind", () => {
    expect(leadTimeFor({ ...base, eventType: 'cultural', guestCount: 300, location: 'Riyadh' })).toMatchObject({
      permit: true,
      permitDays: 60,
      recommendedWeeks: 12,
    });
    expect(leadTimeFor({ ...base, eventType: 'wedding', guestCount: 1500, location: 'Riyadh' }).recommendedWeeks).toBe(
      34,
    );
    expect(typicalGuests({ eventType: 'wedding' })).toBe(300);
    expect(typicalGuests({ eventType: 'other', customEventType: 'family dinner' })).toBe(20);
  });

  it('hold for a date past the planning horizon, where only a price is refused', () => {
    const far = {
      ...base,
      eventType: 'wedding',
      guestCount: 300,
      location: 'Riyadh',
      eventDate: '2035-01-01',
    } as const;
    expect(regulationsFor(far).length).toBeGreaterThan(0);
    expect(culturalNotesFor(far).length).toBeGreaterThan(0);
    expect(venuesFor(far).length).toBeGreaterThan(0);
    expect(leadTimeFor(far).weeks).toBeGreaterThan(400);
    expect(() => quoteEvent(far)).toThrow(/within 3 years/);
  });
});
